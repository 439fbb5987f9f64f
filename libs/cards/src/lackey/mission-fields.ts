/** Mission columns: type icon, points box, span, quadrant, region and requirement text. */
import type { MissionKind, Points, Quadrant } from '../model';
import { parseRequirement } from '../requirements/parser';
import type { RequirementExpression } from '../requirements/ast';
import type { IssueSink } from './issues';

export function parseMissionKind(raw: string, field: string, report: IssueSink): MissionKind | undefined {
  switch (raw.trim()) {
    case '[P]':
      return 'planet';
    case '[S]':
      return 'space';
    case '[S/P]':
    case '[S][P]':
      return 'dual';
    case '':
      return undefined;
    default:
      report(field, raw, 'unknown mission/dilemma type icon');
      return undefined;
  }
}

export function parsePoints(raw: string, report: IssueSink): Points | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const plain = /^([+-]?\d+)(\*?)$/.exec(value);
  if (plain) return { raw: value, value: Number(plain[1]), modifiedByText: plain[2] === '*', variable: false };
  if (/^(\+\/-)?\d*X$|^\+\/-\d+$|^\d+ or -\d+$|^\d+[XZ]$/.test(value)) {
    return { raw: value, modifiedByText: false, variable: true };
  }
  report('Points', raw, 'points box is not a number or a known variable form');
  return { raw: value, modifiedByText: false, variable: true };
}

export function parseSpan(raw: string, report: IssueSink): number | 'X' | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (value === 'X') return 'X';
  if (/^\d+$/.test(value)) return Number(value);
  report('Span', raw, 'span is not a number');
  return undefined;
}

const QUADRANTS: readonly Quadrant[] = ['Alpha', 'Gamma', 'Delta', 'Mirror'];

export function parseQuadrant(raw: string, report: IssueSink): Quadrant | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if ((QUADRANTS as readonly string[]).includes(value)) return value as Quadrant;
  report('Quadrant', raw, 'unknown quadrant');
  return undefined;
}

export interface MissionRequirementParse {
  readonly requirementText?: string;
  readonly requirements?: RequirementExpression;
  readonly gameText?: string;
}

/**
 * Splits a mission's `Text` into requirements (parsed) and the game text printed after them.
 * Text that the grammar stops on in the middle of an expression is reported.
 */
export function parseMissionRequirements(raw: string, report: IssueSink): MissionRequirementParse {
  const text = raw.trim();
  if (text === '') return {};
  const parsed = parseRequirement(text);
  if (!parsed.expression) {
    report('Text', text, `requirements not understood: ${parsed.error ?? 'no term'}`);
    return { gameText: text };
  }
  const requirementText = text.slice(0, text.length - parsed.rest.length).trim();
  if (parsed.rest !== '' && !looksLikeGameText(parsed.rest)) {
    report('Text', parsed.rest, 'text after the requirements is neither a requirement nor a sentence');
  }
  return {
    requirementText,
    requirements: parsed.expression,
    ...(parsed.rest !== '' ? { gameText: parsed.rest } : {}),
  };
}

function looksLikeGameText(rest: string): boolean {
  return /^[A-Z{*"[]/.test(rest) || /^\d/.test(rest);
}
