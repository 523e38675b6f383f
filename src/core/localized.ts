/** A text of built-in content in both game languages; the UI shows the one of the current language. */
export interface LocalizedText {
  readonly es: string;
  readonly en: string;
}
