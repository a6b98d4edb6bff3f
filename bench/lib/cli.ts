/** Tiny flag reader for the bench scripts: `--name value` or `--name=value`. */
export function flag(name: string, argv: string[] = process.argv.slice(2)): string | undefined {
  const long = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === long) {
      const next = argv[i + 1];
      return next === undefined || next.startsWith('--') ? '' : next;
    }
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
  }
  return undefined;
}

export function hasFlag(name: string): boolean {
  return flag(name) !== undefined;
}

export function intFlag(name: string, fallback: number, min = 1): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name} must be a whole number >= ${min} (got '${raw}')`);
  }
  return value;
}

export function listFlag(name: string): string[] | undefined {
  const raw = flag(name);
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
