/**
 * A small command tree for `captains-log`: commands are registered by path (`cards report`) and
 * receive positional arguments and `--flag value` / `--switch` options. New subcommands
 * (cards import, replay verify, ...) register themselves the same way.
 */
export interface ParsedArguments {
  readonly positional: readonly string[];
  readonly options: Readonly<Record<string, string | true>>;
}

export interface CommandIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export interface Command {
  /** Words that select the command, e.g. ['cards', 'report']. */
  readonly path: readonly string[];
  readonly usage: string;
  readonly summary: string;
  /** Returns the process exit code. */
  readonly run: (args: ParsedArguments, io: CommandIo) => number | Promise<number>;
}

export class UsageError extends Error {}

export function parseArguments(argv: readonly string[]): ParsedArguments {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) options[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        options[name] = next;
        i += 1;
      } else options[name] = true;
    } else positional.push(arg);
  }
  return { positional, options };
}

export class CommandRegistry {
  private readonly commands: Command[] = [];

  register(command: Command): this {
    this.commands.push(command);
    return this;
  }

  /** Finds the command with the longest matching path prefix of `words`. */
  resolve(words: readonly string[]): { command: Command; rest: string[] } | undefined {
    let best: Command | undefined;
    for (const command of this.commands) {
      const matches = command.path.every((word, index) => words[index] === word);
      if (matches && (!best || command.path.length > best.path.length)) best = command;
    }
    return best ? { command: best, rest: words.slice(best.path.length) } : undefined;
  }

  help(): string {
    const lines = ['Usage: captains-log <command> [arguments]', '', 'Commands:'];
    for (const command of this.commands) lines.push(`  ${command.usage.padEnd(44)} ${command.summary}`);
    return lines.join('\n');
  }

  async run(argv: readonly string[], io: CommandIo): Promise<number> {
    const parsed = parseArguments(argv);
    if (parsed.positional.length === 0 || parsed.options['help'] === true) {
      io.out(this.help());
      return parsed.positional.length === 0 && parsed.options['help'] !== true ? 1 : 0;
    }
    const found = this.resolve(parsed.positional);
    if (!found) {
      io.err(`unknown command: ${parsed.positional.join(' ')}`);
      io.err(this.help());
      return 1;
    }
    try {
      return await found.command.run({ positional: found.rest, options: parsed.options }, io);
    } catch (error) {
      if (error instanceof UsageError) {
        io.err(`${error.message}\nusage: captains-log ${found.command.usage}`);
        return 1;
      }
      throw error;
    }
  }
}
