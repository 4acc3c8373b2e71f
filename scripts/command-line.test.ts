import { commandLine } from './command-line';

describe('commandLine', () => {
  it('yields each argument, skipping the values its readers take', () => {
    const seen: string[] = [];
    for (const { arg, value, positiveInteger } of commandLine(['--runs', '3', '--no-build', '--stores', 'uk,fr'])) {
      if (arg === '--runs') seen.push(`${arg}=${positiveInteger()}`);
      else if (arg === '--stores') seen.push(`${arg}=${value()}`);
      else seen.push(arg);
    }
    expect(seen).toEqual(['--runs=3', '--no-build', '--stores=uk,fr']);
  });

  it('throws with the flag’s name when its value is missing or not a positive whole number', () => {
    const take = (argv: string[], read: 'value' | 'positiveInteger') => {
      for (const argument of commandLine(argv)) argument[read]();
    };
    expect(() => take(['--store'], 'value')).toThrow('--store needs a value');
    expect(() => take(['--requests', '0'], 'positiveInteger')).toThrow('--requests needs a positive whole number');
    expect(() => take(['--requests', '2.5'], 'positiveInteger')).toThrow('--requests needs a positive whole number');
  });
});
