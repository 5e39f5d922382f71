/**
 * The part of JSON Schema the store's schemas use (src/store/schema.ts): `type` (object, array,
 * string, number, integer), `enum`, `const`, `required`, `properties`, `items`, `minimum` and
 * `pattern`. Other keywords (`default`) are ignored.
 */
export interface Shape {
  readonly type?: 'object' | 'array' | 'string' | 'number' | 'integer';
  readonly enum?: readonly unknown[];
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, Shape>>;
  readonly items?: Shape;
  readonly minimum?: number;
  /** Strings only: a regular expression the whole value must match. */
  readonly pattern?: string;
  /** The one value allowed. */
  readonly const?: unknown;
}

const patterns = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) patterns.set(pattern, (re = new RegExp(pattern, 'u')));
  return re;
}

/**
 * Why `value` does not fit `shape`, as a short phrase naming where (e.g. "seats/1/name is not a
 * string"), or null when it fits. Checks one value in time linear in its size, so a history of
 * many records can be checked record by record and the bad ones set aside alone.
 */
export function shapeProblem(shape: Shape, value: unknown, at = ''): string | null {
  const where = at === '' ? 'it' : at;
  if (shape.enum !== undefined && !shape.enum.includes(value)) return `${where} is not one of the known values`;
  if ('const' in shape && value !== shape.const) return `${where} is not ${JSON.stringify(shape.const)}`;
  switch (shape.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${where} is not an object`;
      const object = value as Record<string, unknown>;
      for (const key of shape.required ?? []) if (!(key in object)) return `${at === '' ? '' : `${at}/`}${key} is missing`;
      for (const [key, inner] of Object.entries(shape.properties ?? {})) {
        if (!(key in object)) continue;
        const problem = shapeProblem(inner, object[key], at === '' ? key : `${at}/${key}`);
        if (problem !== null) return problem;
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) return `${where} is not a list`;
      if (shape.items === undefined) return null;
      for (let i = 0; i < value.length; i++) {
        const problem = shapeProblem(shape.items, value[i], at === '' ? String(i) : `${at}/${i}`);
        if (problem !== null) return problem;
      }
      return null;
    }
    case 'string':
      if (typeof value !== 'string') return `${where} is not a string`;
      if (shape.pattern !== undefined && !compiled(shape.pattern).test(value)) return `${where} is not in the expected form`;
      return null;
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${where} is not a number`;
      if (shape.type === 'integer' && !Number.isInteger(value)) return `${where} is not a whole number`;
      if (shape.minimum !== undefined && value < shape.minimum) return `${where} is below ${shape.minimum}`;
      return null;
    }
    default:
      return null;
  }
}
