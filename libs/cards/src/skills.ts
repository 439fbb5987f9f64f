/**
 * Skill vocabulary. 1E rulebook › USING SKILLS › "List of Regular Skills" is the authority; the
 * classifications double as skills (same section, "Classifications vs. Skills").
 */
import { CLASSIFICATIONS } from './model';

export const REGULAR_SKILLS: readonly string[] = [
  ...CLASSIFICATIONS,
  'Anthropology',
  'Acquisition',
  'Archaeology',
  'Astrophysics',
  'Barbering',
  'Biology',
  'Cantankerousness',
  'Computer Skill',
  'Cybernetics',
  'Diplomacy',
  'Empathy',
  'Exobiology',
  'FCA',
  'Geology',
  'Greed',
  'Guramba',
  'Honor',
  'Klingon Intelligence',
  'Law',
  'Leadership',
  'Memory Omega',
  'Mindmeld',
  'Miracle Worker',
  'Music',
  'Navigation',
  'Obsidian Order',
  'Orion Syndicate',
  'Physics',
  'Resistance',
  'Section 31',
  'Smuggling',
  'Stellar Cartography',
  'Tal Shiar',
  'Transporter Skill',
  'Treachery',
  "V'Shar",
  'Youth',
];

/** 1E rulebook › LOADED SKILLS › "ANY INTELLIGENCE". */
export const INTELLIGENCE_SKILLS: readonly string[] = [
  'FCA',
  'Intelligence',
  'Klingon Intelligence',
  'Memory Omega',
  'Obsidian Order',
  'Section 31',
  "V'Shar",
  'Tal Shiar',
];

/**
 * Skill-like names that appear in skill boxes or requirements but are not on the regular list
 * (they are special skills in the rules, or spelling variants in the export).
 */
export const OTHER_SKILL_NAMES: readonly string[] = ['Intelligence', 'Temporal Mechanics'];

/** Spelling variants seen in the export mapped to the rulebook's names. */
export const SKILL_ALIASES: Readonly<Record<string, string>> = {
  VIP: 'V.I.P.',
  'V.I.P': 'V.I.P.',
  Medical: 'MEDICAL',
  Security: 'SECURITY',
  Engineer: 'ENGINEER',
  Officer: 'OFFICER',
  Science: 'SCIENCE',
  Civilian: 'CIVILIAN',
  'Computer skill': 'Computer Skill',
  'Transporter skill': 'Transporter Skill',
};

const regularSet = new Set(REGULAR_SKILLS);

export function isRegularSkill(name: string): boolean {
  return regularSet.has(name);
}

/** All names a tokenizer should try, longest first so `Klingon Intelligence` wins over `Intelligence`. */
export const SKILL_NAMES_LONGEST_FIRST: readonly string[] = [
  ...new Set([...REGULAR_SKILLS, ...OTHER_SKILL_NAMES, ...Object.keys(SKILL_ALIASES)]),
].sort((a, b) => b.length - a.length);

export function canonicalSkillName(name: string): string {
  return SKILL_ALIASES[name] ?? name;
}

const NAMES_BY_FIRST_CHARACTER = new Map<string, string[]>();
for (const name of SKILL_NAMES_LONGEST_FIRST) {
  const list = NAMES_BY_FIRST_CHARACTER.get(name[0]!) ?? [];
  list.push(name);
  NAMES_BY_FIRST_CHARACTER.set(name[0]!, list);
}

/** Matches a skill name at `position` in `text` on word boundaries; returns the matched spelling. */
export function matchSkillAt(text: string, position: number): string | undefined {
  const candidates = NAMES_BY_FIRST_CHARACTER.get(text[position] ?? '');
  if (!candidates) return undefined;
  for (const name of candidates) {
    if (!text.startsWith(name, position)) continue;
    const after = text[position + name.length];
    // A full stop ends a skill list ("… Biology, MEDICAL.").
    if (after === undefined || /[\s+,;:().]/.test(after)) return name;
  }
  return undefined;
}
