import { SignInLinks } from './SignInLinks';
import styles from './SignInPrompt.module.css';

/** Shown to visitors on screens that need an account, with the ways in. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  return (
    <section className={`sign ${styles.prompt}`} aria-labelledby="sign-in-prompt-title">
      <h1 id="sign-in-prompt-title">{title}</h1>
      <p className={`paper ${styles.message}`}>{message}</p>
      <SignInLinks />
    </section>
  );
}
