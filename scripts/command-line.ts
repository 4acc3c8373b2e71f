/**
 * Reading a script's command line, for the benchmarks' option parsers (bench-options.ts,
 * bench-load.ts): each argument in turn, with readers for the value that follows a flag.
 */

/** One argument of a command line. */
export interface CommandLineArgument {
  arg: string;
  /** Takes the next argument as this one's value; throws `<arg> needs a value` when there is none. */
  value(): string;
  /** Takes the value as a whole number of at least 1; throws `<arg> needs a positive whole number`. */
  positiveInteger(): number;
}

/** The arguments of `argv` in order; a value taken by `value()` is not yielded as an argument of its own. */
export function* commandLine(argv: readonly string[]): Generator<CommandLineArgument> {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    const positiveInteger = () => {
      const number = Number(value());
      if (!Number.isInteger(number) || number < 1) throw new Error(`${arg} needs a positive whole number`);
      return number;
    };
    yield { arg, value, positiveInteger };
  }
}
