import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CrashScreen } from '@ui/features/status/crash-screen';

interface CrashBoundaryProps {
  children: ReactNode;
  /** A new value clears the crash: moving to another page shows that page instead of the old error. */
  resetKey?: string;
}

interface CrashBoundaryState {
  crashed: { error: unknown } | null;
}

/** Shows the crash screen when what it holds throws while rendering (or its code cannot be downloaded). */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  state: CrashBoundaryState = { crashed: null };

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { crashed: { error } };
  }

  componentDidUpdate(previous: CrashBoundaryProps) {
    if (this.state.crashed && previous.resetKey !== this.props.resetKey) this.setState({ crashed: null });
  }

  render() {
    return this.state.crashed ? <CrashScreen error={this.state.crashed.error} /> : this.props.children;
  }
}

/** The screens' outlet inside a crash boundary, so a screen's error keeps the layout (and its way home) around it. */
export function ScreenCrashBoundary() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary resetKey={pathname}>
      <Outlet />
    </CrashBoundary>
  );
}
