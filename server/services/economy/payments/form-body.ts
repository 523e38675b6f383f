/**
 * Reads the form encoding the Stripe SDK sends (`line_items[0][price_data][currency]=eur`) back into nested objects
 * and arrays, as Stripe's API does. Used by the sandbox's stand-in for the Stripe API.
 */
type Node = Record<string, unknown> | unknown[];

export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Node = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else slot[part] ??= nextIsIndex ? [] : {};
      node = slot[part] as Node;
    });
  }
  return root;
}
