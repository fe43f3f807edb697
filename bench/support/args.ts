// The benchmarks' command-line options: `--name value`.

/** The value given after `--<name>`, or undefined when the option is absent. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
