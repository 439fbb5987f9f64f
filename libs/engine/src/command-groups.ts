/**
 * A compact form of legalCommands for the wire (issue 17): commands of one type that differ in one
 * field only are sent as one entry whose varying field lists its values, `{ oneOf: [...] }`
 * (the long lists of single-personnel Beam options become one entry per destination). The form is
 * self-describing: `expandCommands` turns any such entry back into the commands, in order, without
 * knowing which field varies. Entries with one value stay plain commands.
 */
import type { Command, CommandType } from './types';

/** One entry of the compact list: a command, or a command with one field's alternatives. */
export type CommandEntry = { readonly type: string; readonly [field: string]: unknown };

/** The field that varies among many commands of a type (the others are listed as they are). */
const VARYING: Partial<Record<CommandType, string>> = {
  Beam: 'cards',
  Walk: 'cards',
  ChooseForDilemma: 'chosen',
  SeedUnderMission: 'card',
  SeedFacility: 'card',
  SeedDoorway: 'card',
  ReportForDuty: 'card',
  PlayCard: 'card',
  PlaceMission: 'position',
  Fly: 'to',
};

interface OneOf {
  readonly oneOf: readonly unknown[];
}

function isOneOf(value: unknown): value is OneOf {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as { oneOf?: unknown }).oneOf);
}

/** Groups commands that differ only in their type's varying field (first occurrence keeps its place). */
export function compactCommands(commands: readonly Command[]): CommandEntry[] {
  const groups = new Map<string, { command: Command; field: string; values: unknown[] }>();
  const order: (Command | string)[] = [];
  for (const command of commands) {
    const field = VARYING[command.type];
    if (!field || !(field in command)) {
      order.push(command);
      continue;
    }
    const { [field]: value, ...rest } = command as unknown as Record<string, unknown>;
    const key = JSON.stringify(rest);
    const group = groups.get(key);
    if (group) group.values.push(value);
    else {
      groups.set(key, { command, field, values: [value] });
      order.push(key);
    }
  }
  return order.map((item) => {
    if (typeof item !== 'string') return item;
    const { command, field, values } = groups.get(item)!;
    return values.length === 1 ? command : { ...command, [field]: { oneOf: values } };
  });
}

/** The commands a compact list stands for, in order. */
export function expandCommands(entries: readonly CommandEntry[]): CommandEntry[] {
  const out: CommandEntry[] = [];
  for (const entry of entries) {
    const field = Object.keys(entry).find((key) => isOneOf(entry[key]));
    if (!field) out.push(entry);
    else for (const value of (entry[field] as OneOf).oneOf) out.push({ ...entry, [field]: value });
  }
  return out;
}
