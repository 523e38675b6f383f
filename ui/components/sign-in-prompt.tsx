import { SignInLinks } from './sign-in-links';
import styles from './sign-in-prompt.module.css';

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
