/**
 * Values that the OpenAPI document says an operation accepts, made from its JSON Schemas (OpenAPI 3.0 flavour): the
 * smallest one (required properties only) and a full one (every property, one item per array). Numbers avoid the
 * trivial 0 where the range allows, so a rule the document does not state (a multiple, a refinement) shows.
 */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  default?: unknown;
  format?: string;
  pattern?: string;
  /** A value the document gives as an example: taken as it is (a pattern of alternatives no letters can match). */
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  multipleOf?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export type SampleMode = 'required' | 'all';

const FORMATS: Record<string, string> = {
  email: 'sample@example.com',
  uri: 'https://example.com/',
  'date-time': '2026-01-01T00:00:00.000Z',
  binary: 'sample',
};

/** A value `schema` accepts; `mode` chooses between only what is required and everything. */
export function sampleOf(schema: JsonSchema, mode: SampleMode): unknown {
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.allOf) return sampleOf(merged(schema, schema.allOf), mode);
  // Branches that only add requirements (`anyOf: [{ required: [...] }, …]`) constrain this object; others are choices.
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    const [first] = branches;
    return sampleOf(isRequirementOnly(first) ? merged(rest, [first]) : first, mode);
  }
  switch (schema.type) {
    case 'object':
      return objectSample(schema, mode);
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, mode === 'all' ? 1 : 0) }, () =>
        sampleOf(schema.items ?? {}, mode),
      );
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'string':
      return stringSample(schema);
    case 'boolean':
      return true;
    default:
      return schema.nullable ? null : 'sample';
  }
}

const isRequirementOnly = (schema: JsonSchema) =>
  Object.keys(schema).every((key) => key === 'required' || key === 'properties');

/** One schema holding every part's keywords; the requirements add up, the patterns are all kept (see stringSample). */
function merged(base: JsonSchema, parts: JsonSchema[]): JsonSchema & { patterns?: string[] } {
  const { allOf: _allOf, ...rest } = base;
  const result: JsonSchema & { patterns?: string[] } = { ...rest, patterns: base.pattern ? [base.pattern] : [] };
  for (const part of parts) {
    const { required, properties, pattern, ...keywords } = part;
    Object.assign(result, keywords);
    if (required) result.required = [...(result.required ?? []), ...required];
    if (properties) result.properties = { ...result.properties, ...properties };
    if (pattern) result.patterns!.push(pattern);
  }
  return result;
}

function objectSample(schema: JsonSchema, mode: SampleMode): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).filter(([name]) => mode === 'all' || required.has(name));
  return Object.fromEntries(entries.map(([name, property]) => [name, sampleOf(property, mode)]));
}

function numberSample(schema: JsonSchema): number {
  const step = schema.multipleOf ?? (schema.type === 'integer' ? 1 : 0.5);
  const low = schema.minimum ?? 1;
  let value = low < 1 && (schema.maximum ?? Infinity) >= 1 ? 1 : low;
  if (schema.exclusiveMinimum === true && value === schema.minimum) value += step;
  return Math.ceil(value / step) * step;
}

/** Candidate strings, shortest first, until one has the length and matches every pattern. */
function stringSample(schema: JsonSchema & { patterns?: string[] }): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
  if (typeof schema.example === 'string') return schema.example;
  const patterns = (schema.patterns ?? (schema.pattern ? [schema.pattern] : [])).map(
    (source) => new RegExp(source, 'u'),
  );
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const lengths = [...new Set([Math.max(min, 1), 2, 3, 8, 16, 32, 64])].filter(
    (length) => length >= min && length <= max,
  );
  // Besides repeated letters, one letter then digits: references such as a map file's "e1".
  const prefixed = [...'abcdefghijklmnopqrstuvwxyz'].map(
    (letter) => (length: number) => letter + '1'.repeat(length - 1),
  );
  const repeated = ['a', '1', 'a1', 'sample', 'Sample_1'].map(
    (letters) => (length: number) => letters.repeat(length).slice(0, length),
  );
  for (const length of lengths) {
    for (const candidateOf of [...repeated, ...prefixed]) {
      const candidate = candidateOf(length);
      if (patterns.every((pattern) => pattern.test(candidate))) return candidate;
    }
  }
  throw new Error(`no sample string for ${JSON.stringify(schema)}`);
}
