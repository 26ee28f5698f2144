/** A dictionary as `section.key` → text, for the language checks. */
type Dict = { [key: string]: string | Dict };

export const flatten = (dict: object, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict as Dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};
