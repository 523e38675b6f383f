import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';

/**
 * Lints small fixtures as if they were files of the repository, so a test proves that a rule of eslint.config.js
 * catches its violation (and lets alone what it allows) in every spelling a developer would write.
 */
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

/** The rules a piece of code breaks when it sits at `file` (a path from the repository root). */
export async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

/** A real module in `folder` (path without extension, from the repository root): the rules resolve what they judge. */
export function moduleIn(folder: string): string {
  const file = readdirSync(join(root, folder)).find((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  if (!file) throw new Error(`no module in ${folder}`);
  return `${folder}/${file.replace(/\.tsx?$/, '')}`;
}

/** `target` as the path alias spells it (`@server/…`). */
export const alias = (target: string) => target.replace(/^(src|ui|scenes|server)\//, '@$1/');

/** `target` as a relative import from `file`. */
export function relativeTo(file: string, target: string): string {
  const path = relative(dirname(file), target);
  return path.startsWith('.') ? path : `./${path}`;
}
