/**
 * `npm run check:magento [-- options]`: the Magento contract check (see scripts/magento-contract.ts).
 *
 *   --schema <file>   reference Magento SDL (default ../shared/magento-schema/magento-2.4-schema.graphql
 *                     from the repository root, then $MAGENTO_SCHEMA: a file or an http(s) URL)
 *   --url <url>       introspect a live Magento GraphQL endpoint instead
 *   --store <code>    Store header for --url
 *   --root <dir>      repository root (default: this script's parent directory)
 *   --profile <name>  os: core operations must validate against stock Magento Open Source 2.4
 *                     (reference + default run-time attributes), optional features reported;
 *                     commerce: the same against Adobe Commerce (os + our gift card part);
 *                     embedded (default): everything against reference + extensions and the backend
 *   --write-capabilities <file>   write what the reference offers, for MAGENTO_CAPABILITIES_FILE
 *                     (with --url: a live Magento, REST routes probed too)
 *   --quiet           no PASS line per operation
 *
 * Exit code: 0 all checks pass, 1 a check failed, 2 no usable reference schema (or bad usage).
 */
import path from 'node:path';
import { CONTRACT_PROFILES, runContractCheck, type ContractCheckOptions, type ContractProfile } from './magento-contract';

const USAGE =
  'usage: check-magento [--schema <file.graphql> | --url <https://shop.example/graphql> [--store <code>]] [--profile os|commerce|embedded] [--write-capabilities <file.json>] [--root <dir>] [--quiet]';

function parseArgs(argv: string[]): ContractCheckOptions | string {
  const options: ContractCheckOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--schema':
        options.schemaPath = path.resolve(value());
        break;
      case '--url':
        options.url = value();
        break;
      case '--store':
        options.store = value();
        break;
      case '--profile': {
        const profile = value();
        if (!(CONTRACT_PROFILES as readonly string[]).includes(profile)) {
          throw new Error(`--profile must be one of ${CONTRACT_PROFILES.join(', ')}, not ${profile}`);
        }
        options.profile = profile as ContractProfile;
        break;
      }
      case '--write-capabilities':
        options.writeCapabilities = path.resolve(value());
        break;
      case '--root':
        options.repoRoot = path.resolve(value());
        break;
      case '--quiet':
      case '-q':
        options.perOperation = false;
        break;
      case '--help':
      case '-h':
        return USAGE;
      default:
        throw new Error(`unknown argument ${arg}`);
    }
  }
  if (options.schemaPath && options.url) throw new Error('give either --schema or --url, not both');
  if (options.store && !options.url) throw new Error('--store only applies with --url');
  return options;
}

async function main(): Promise<number> {
  let options: ContractCheckOptions | string;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`check:magento: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (typeof options === 'string') {
    console.log(options);
    return 0;
  }
  const result = await runContractCheck(options);
  const out = result.exitCode === 2 ? console.error : console.log;
  for (const line of result.lines) out(line);
  return result.exitCode;
}

// Exit explicitly: an imported storefront module may leave timers or sockets open.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('check:magento: unexpected error:', error);
    process.exit(1);
  },
);
