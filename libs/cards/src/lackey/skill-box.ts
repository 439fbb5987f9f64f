/**
 * Reads a personnel skill box from the LackeyCCG `Text` column: the classification, then
 * regular skills (`Diplomacy x 2`, `Tal Shiar x2 (when [Rom])`), special downloads
 * (`DL/ {Tricorder}`) and special-skill sentences, all separated only by spaces.
 */
import type { Skill, SkillBox } from '../model';
import { canonicalSkillName, isRegularSkill, matchSkillAt } from '../skills';
import type { IssueSink } from './issues';
import { balancedParenEnd, sentenceEnd } from './text-scan';

export interface SkillBoxParse extends SkillBox {
  /** The classification printed at the start of the box, if any. */
  readonly printedClassification?: string;
}

const MULTIPLIER = /^\s*x\s*(\d+)/;
const NEGATIVE = /^\s*-(\d+)/;

export function parseSkillBox(text: string, classification: string | undefined, report: IssueSink): SkillBoxParse {
  let rest = text.trim();
  let printedClassification: string | undefined;
  if (classification && rest.startsWith(classification)) {
    printedClassification = classification;
    rest = rest.slice(classification.length);
  }
  const skills: Skill[] = [];
  const specialSkills: string[] = [];
  const specialDownloads: string[][] = [];
  let position = 0;
  const source = rest;
  while (position < source.length) {
    // Commas and full stops between skills separate them too ("Navigation, Transporter Skill (if with another cadet)").
    while (position < source.length && /[\s,.]/.test(source[position]!)) position += 1;
    if (position >= source.length) break;

    if (source.startsWith('DL/', position)) {
      const download = readSpecialDownload(source, position + 3);
      specialDownloads.push(download.targets);
      if (download.targets.length === 0) report('Text', source.slice(position, download.end), 'special download names no card');
      position = download.end;
      continue;
    }
    // A printed skill first: a condition label never starts with a skill name, and trying the label
    // first swallowed the skills printed before it ("Music Honor If in [GQ]: …" made Music and Honor
    // conditional).
    const skill = readSkill(source, position);
    if (skill) {
      skills.push(skill.skill);
      position = skill.end;
      continue;
    }
    const conditional = readConditionalSkills(source, position);
    if (conditional) {
      skills.push(...conditional.skills);
      position = conditional.end;
      continue;
    }
    const end = sentenceEnd(source, position);
    const sentence = source.slice(position, end).trim();
    specialSkills.push(sentence);
    checkSpecialSkill(sentence, report);
    position = end;
  }
  return { printedClassification, skills, specialSkills, specialDownloads };
}

function readSkill(source: string, position: number): { skill: Skill; end: number } | undefined {
  const name = matchSkillAt(source, position);
  if (!name) return undefined;
  let end = position + name.length;
  let level = 1;
  const multiplier = MULTIPLIER.exec(source.slice(end));
  const negative = multiplier ? undefined : NEGATIVE.exec(source.slice(end));
  if (multiplier) {
    level = Number(multiplier[1]);
    end += multiplier[0].length;
  } else if (negative) {
    level = -Number(negative[1]);
    end += negative[0].length;
  }
  let condition: string | undefined;
  const afterName = source.slice(end);
  const space = /^\s*/.exec(afterName)![0].length;
  if (afterName[space] === '(') {
    const close = balancedParenEnd(source, end + space);
    if (close !== undefined) {
      condition = source.slice(end + space + 1, close - 1).trim();
      end = close;
      if (source[end] === '.') end += 1;
      const lateMultiplier = MULTIPLIER.exec(source.slice(end));
      if (lateMultiplier && level === 1) {
        level = Number(lateMultiplier[1]);
        end += lateMultiplier[0].length;
      }
    }
  }
  // A skill word that opens a sentence ("MEDICAL personnel here are...") is not a skill.
  const next = /^\s+([a-z][\w'-]*)/.exec(source.slice(end));
  if (next && next[1] !== 'x' && condition === undefined && !multiplier) return undefined;
  const canonical = canonicalSkillName(name);
  return {
    skill: {
      name: canonical,
      level,
      regular: isRegularSkill(canonical) && level > 0,
      ...(condition !== undefined ? { condition } : {}),
    },
    end,
  };
}

const CONDITION_LABEL = /^([^:.{}]{1,48}):\s+/;
const ATTRIBUTE_MODIFIER = /^(INTEGRITY|CUNNING|STRENGTH|X)\s*([+-=])\s*(\d+)/;

/**
 * Conditional skill lists: `At [S]: Navigation, Astrophysics`, `If in [GQ]: ENGINEER, X=2`,
 * `Romulan: Tal Shiar, Empathy` (per affiliation mode). Each skill keeps the label as condition;
 * attribute modifiers in the list are kept as conditional special skills by the caller's text.
 */
function readConditionalSkills(source: string, position: number): { skills: Skill[]; end: number } | undefined {
  const label = CONDITION_LABEL.exec(source.slice(position));
  if (!label) return undefined;
  let end = position + label[0].length;
  const condition = label[1]!.trim();
  const skills: Skill[] = [];
  for (;;) {
    const modifier = ATTRIBUTE_MODIFIER.exec(source.slice(end));
    if (modifier) {
      skills.push({ name: modifier[0].replace(/\s+/g, ''), level: 0, regular: false, condition });
      end += modifier[0].length;
    } else {
      const skill = readSkill(source, end);
      if (!skill) break;
      skills.push({ ...skill.skill, condition: skill.skill.condition ? `${condition}; ${skill.skill.condition}` : condition });
      end = skill.end;
    }
    const separator = /^\s*,?\s*/.exec(source.slice(end))![0];
    if (end + separator.length >= source.length) {
      end += separator.length;
      break;
    }
    const lookahead = source.slice(end + separator.length);
    if (!ATTRIBUTE_MODIFIER.test(lookahead) && !matchSkillAt(source, end + separator.length)) break;
    end += separator.length;
  }
  if (skills.length === 0) return undefined;
  if (source[end] === '.') end += 1;
  return { skills, end };
}

function readSpecialDownload(source: string, start: number): { targets: string[]; end: number } {
  const targets: string[] = [];
  let position = start;
  const skipSpace = () => {
    while (position < source.length && /\s/.test(source[position]!)) position += 1;
  };
  skipSpace();
  if (source[position] !== '{') {
    const end = nextDownloadBoundary(source, position);
    const target = source.slice(position, end).trim().replace(/\.$/, '');
    if (target) targets.push(target);
    return { targets, end: appendQualifier(source, end, targets) };
  }
  for (;;) {
    skipSpace();
    if (source[position] !== '{') break;
    const close = source.indexOf('}', position);
    if (close < 0) break;
    targets.push(source.slice(position + 1, close).trim());
    position = close + 1;
    const or = /^\s+(?:OR|or)\s+(?=\{)/.exec(source.slice(position));
    if (!or) break;
    position += or[0].length;
  }
  const space = /^\s*/.exec(source.slice(position))![0].length;
  const close = balancedParenEnd(source, position + space);
  if (close !== undefined) position = close;
  position = appendQualifier(source, position, targets);
  if (source[position] === '.') position += 1;
  return { targets, end: position };
}

/** Lower-case words after a download target (`{Espionage} card`, `OR any Orion slave girl`) qualify it. */
function appendQualifier(source: string, position: number, targets: string[]): number {
  const qualifier = /^\s+((?:OR\s+)?[a-z][^.{}]*?)(?=\.|\s+DL\/|\s+[A-Z][a-z]|$)/.exec(source.slice(position));
  if (!qualifier || targets.length === 0) return position;
  targets[targets.length - 1] = `${targets[targets.length - 1]} ${qualifier[1]!.trim()}`;
  return position + qualifier[0].length;
}

/** Unbraced download targets (`DL/ Any Romulan treaty`) run to the sentence end or the next `DL/`. */
function nextDownloadBoundary(source: string, position: number): number {
  const sentence = sentenceEnd(source, position);
  const nextDownload = source.indexOf('DL/', position);
  return nextDownload >= 0 && nextDownload < sentence ? nextDownload : sentence;
}

function checkSpecialSkill(sentence: string, report: IssueSink): void {
  if (/[.!?)"]$/.test(sentence)) return;
  if (/^X\s*=/.test(sentence)) return;
  const words = sentence.split(/\s+/);
  // A final sentence printed without its full stop is still a sentence.
  if (words.length >= 4 && /^[A-Z]/.test(sentence)) return;
  if (words.length <= 3 && /^[A-Z]/.test(sentence)) {
    report('Text', sentence, 'unrecognised skill name (not a regular skill, no sentence)');
  } else {
    report('Text', sentence, 'special skill text does not end a sentence');
  }
}
