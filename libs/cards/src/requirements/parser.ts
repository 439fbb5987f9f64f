/**
 * Recursive-descent parser for requirement text.
 *
 *   expression  := conjunction ( "OR" conjunction )*
 *   conjunction := term ( "+" term )*
 *   term        := "(" expression ")" | atom
 *   atom        := comparison | [count] named | icon | "no" phrase | "any" [count] Intelligence
 *                | skill [ "x" count ] | [count] characteristic-phrase
 *
 * Parsing stops at the first text that cannot continue the expression; what follows is returned
 * as `rest` (missions print their game text after the requirements). Pure.
 */
import { canonicalSkillName, matchSkillAt } from '../skills';
import type { AttributeName, Comparator, RequirementAtom, RequirementExpression } from './ast';

export interface RequirementParse {
  /** Undefined when not even one term could be read. */
  readonly expression?: RequirementExpression;
  /** Text after the expression (trimmed); game text for missions. */
  readonly rest: string;
  /** Set when the text stops in the middle of an expression (dangling `+`/`OR`, unclosed `(`). */
  readonly error?: string;
}

const ATTRIBUTE_NAMES: readonly AttributeName[] = ['INTEGRITY', 'CUNNING', 'STRENGTH', 'RANGE', 'WEAPONS', 'SHIELDS'];
const COMPARISON = /^(INTEGRITY|CUNNING|STRENGTH|RANGE|WEAPONS|SHIELDS|Integrity|Cunning|Strength)\s*(>=|<=|>|<)\s*(\d+)/;
/** Issue 15 (helper tail3): a sum of attributes compared with a number, `(CUNNING + STRENGTH)>60`. */
const SUM_COMPARISON = /^\(\s*((?:INTEGRITY|CUNNING|STRENGTH)(?:\s*\+\s*(?:INTEGRITY|CUNNING|STRENGTH))+)\s*\)\s*(>=|<=|>|<)\s*(\d+)/;
const MAX_CHARACTERISTIC_WORDS = 7;
const OR_KEYWORD = /^\s*OR\b/;

class ParseFailure extends Error {}

export function parseRequirement(text: string): RequirementParse {
  const parser = new RequirementParser(text);
  return parser.parseAll();
}

class RequirementParser {
  private position = 0;

  constructor(private readonly text: string) {}

  parseAll(): RequirementParse {
    this.skipSpace();
    const start = this.position;
    try {
      const expression = this.parseExpression();
      return { expression, rest: this.text.slice(this.position).trim() };
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      return {
        rest: this.text.slice(start).trim(),
        error: `${error.message} at character ${this.position + 1}`,
      };
    }
  }

  private parseExpression(): RequirementExpression {
    const alternatives = [this.parseConjunction()];
    while (this.acceptOr()) alternatives.push(this.parseConjunction());
    return alternatives.length === 1 ? alternatives[0]! : { kind: 'any', of: alternatives };
  }

  private parseConjunction(): RequirementExpression {
    const terms = [this.parseTerm()];
    while (this.acceptSymbol('+')) terms.push(this.parseTerm());
    return terms.length === 1 ? terms[0]! : { kind: 'all', of: terms };
  }

  private parseTerm(): RequirementExpression {
    this.skipSpace();
    const summed = SUM_COMPARISON.exec(this.text.slice(this.position));
    if (summed) {
      this.position += summed[0].length;
      const [first, ...plus] = summed[1]!.split('+').map((name) => name.trim() as AttributeName);
      return { kind: 'attribute', attribute: first!, plus, comparator: summed[2] as Comparator, value: Number(summed[3]) };
    }
    if (this.acceptSymbol('(')) {
      const inner = this.parseExpression();
      if (!this.acceptSymbol(')')) throw new ParseFailure('expected ")"');
      return inner;
    }
    const atom = this.parseAtom();
    if (!atom) throw new ParseFailure(`cannot read a requirement term from "${this.preview()}"`);
    return atom;
  }

  private parseAtom(): RequirementAtom | undefined {
    const remaining = this.text.slice(this.position);
    const comparison = COMPARISON.exec(remaining);
    if (comparison) {
      this.position += comparison[0].length;
      return {
        kind: 'attribute',
        attribute: normaliseAttribute(comparison[1]!),
        comparator: comparison[2] as Comparator,
        value: Number(comparison[3]),
      };
    }
    const counted = /^(\d+)\s+(?=\S)/.exec(remaining);
    const count = counted ? Number(counted[1]) : 1;
    if (counted) this.position += counted[0].length;

    if (this.text[this.position] === '{') return this.parseBraced(count);
    if (!counted && this.text[this.position] === '[') return this.parseIcon();
    if (!counted) {
      const absent = /^no\s+([^+()]+?)(?=\s*(\+|\)|\bOR\b|$))/.exec(remaining);
      if (absent) {
        this.position += absent[0].length;
        return { kind: 'absent', characteristic: absent[1]!.trim() };
      }
      const family = /^any\s+(?:(\d+)\s+)?Intelligence\b(?:\s*x\s*(\d+))?/.exec(remaining);
      if (family) {
        this.position += family[0].length;
        const count = family[1] ? Number(family[1]) : family[2] ? Number(family[2]) : 1;
        return { kind: 'skill-family', family: 'Intelligence', count };
      }
      const anyNamed = /^any\s+(?=\{)/.exec(remaining);
      if (anyNamed) {
        this.position += anyNamed[0].length;
        const named = this.parseBraced(1);
        return named.kind === 'named' ? { ...named, anyVersion: true } : named;
      }
    }
    const skill = matchSkillAt(this.text, this.position);
    if (skill) {
      const afterSkill = this.position + skill.length;
      const multiplier = /^\s*x\s*(\d+)/.exec(this.text.slice(afterSkill));
      if (!counted || !multiplier) {
        this.position = afterSkill + (multiplier ? multiplier[0].length : 0);
        const level = multiplier ? Number(multiplier[1]) : count;
        return { kind: 'skill', skill: canonicalSkillName(skill), count: level };
      }
    }
    return this.parseCharacteristic(count);
  }

  private parseBraced(count: number): RequirementAtom {
    const close = this.text.indexOf('}', this.position);
    if (close < 0) throw new ParseFailure('unclosed "{"');
    const inner = this.text.slice(this.position + 1, close).trim();
    this.position = close + 1;
    const icon = /^(?:\[([^\]]+)\]|<([A-Za-z]+)>)\s*personnel$/i.exec(inner);
    if (icon) return { kind: 'icon-holders', icon: (icon[1] ?? icon[2])!, count };
    const any = /^any\s+(.+)$/i.exec(inner);
    return { kind: 'named', name: any ? any[1]!.trim() : inner, anyVersion: Boolean(any), count };
  }

  private parseIcon(): RequirementAtom {
    const close = this.text.indexOf(']', this.position);
    if (close < 0) throw new ParseFailure('unclosed "["');
    const icon = this.text.slice(this.position + 1, close);
    this.position = close + 1;
    return { kind: 'icon', icon };
  }

  /** A short phrase up to the next `+`, `OR`, `(` or `)`; longer text is not a term. */
  private parseCharacteristic(count: number): RequirementAtom | undefined {
    const match = /^[^+(){}[\]]+?(?=\s*(\+|\)|\bOR\b|$))/.exec(this.text.slice(this.position));
    if (!match) return undefined;
    const phrase = match[0].trim();
    const words = phrase.split(/\s+/);
    if (phrase === '' || phrase.includes('.') || words.length > MAX_CHARACTERISTIC_WORDS) return undefined;
    if (!/^[A-Za-z]/.test(phrase)) return undefined;
    this.position += match[0].length;
    if (/^(Discard|ship|Tractor Beam|SHIELDS|RANGE|WEAPONS)\b/.test(phrase)) return { kind: 'condition', text: phrase };
    return { kind: 'characteristic', characteristic: phrase, count };
  }

  private acceptOr(): boolean {
    const match = OR_KEYWORD.exec(this.text.slice(this.position));
    if (!match) return false;
    this.position += match[0].length;
    return true;
  }

  private acceptSymbol(symbol: string): boolean {
    this.skipSpace();
    if (this.text[this.position] !== symbol) return false;
    this.position += 1;
    return true;
  }

  private skipSpace(): void {
    while (this.position < this.text.length && /\s/.test(this.text[this.position]!)) this.position += 1;
  }

  private preview(): string {
    return this.text.slice(this.position, this.position + 40);
  }
}

function normaliseAttribute(raw: string): AttributeName {
  const upper = raw.toUpperCase() as AttributeName;
  if (!ATTRIBUTE_NAMES.includes(upper)) throw new ParseFailure(`unknown attribute ${raw}`);
  return upper;
}
