/** Builds typed `Card`s from the starter pool's own facts, so a fresh clone can play without ../shared. */
import { lookupIcon } from '../lackey/icon-codes';
import type { AttributeValue, Card, Icon } from '../model';
import { parseRequirement } from '../requirements/parser';
import { isRegularSkill } from '../skills';
import { FEDERATION_STARTER_DECK, KLINGON_STARTER_DECK } from './starter-decks';
import { STARTER_CARD_FACTS } from './starter-facts';
import type { StarterCardFacts } from './starter-types';

export const STARTER_RELEASE = 'premiere';

export function starterCards(): Card[] {
  return STARTER_CARD_FACTS.map(cardFromFacts);
}

export function starterDeckLists(): { readonly name: string; readonly text: string }[] {
  return [
    { name: 'Federation starter (Premiere)', text: FEDERATION_STARTER_DECK },
    { name: 'Klingon starter (Premiere)', text: KLINGON_STARTER_DECK },
  ];
}

const number = (value: number): AttributeValue => ({ kind: 'number', value });

function icons(codes: readonly string[]): Icon[] {
  return codes.map((code) => {
    const definition = lookupIcon(code);
    return { code, name: definition?.name ?? code, category: definition?.category ?? 'other' };
  });
}

function base(facts: StarterCardFacts) {
  return {
    id: facts.id,
    title: facts.title,
    setId: facts.id.split('_')[0]!,
    release: STARTER_RELEASE,
    formats: ['Starter'],
    type: facts.type,
    types: [facts.type],
    qIcon: false,
    enigma: false,
    nemesisArrows: [],
    infiltrationIcons: [],
    requiresCharacteristics: [],
    persona: [],
    commandedBy: [],
    reportsTo: [],
    alternateNames: [],
  };
}

function cardFromFacts(facts: StarterCardFacts): Card {
  switch (facts.type) {
    case 'Personnel':
      return {
        ...base(facts),
        universal: facts.universal,
        affiliations: [facts.affiliation],
        icons: icons(facts.icons),
        characteristics: facts.characteristics,
        personnel: {
          classification: facts.classification,
          integrity: number(facts.attributes[0]),
          cunning: number(facts.attributes[1]),
          strength: number(facts.attributes[2]),
          skillBox: {
            skills: facts.skills.map((skill) => {
              const [name, level] = typeof skill === 'string' ? [skill, 1] : skill;
              return { name, level, regular: isRegularSkill(name) };
            }),
            specialSkills: [],
            specialDownloads: [],
          },
        },
      };
    case 'Ship':
      return {
        ...base(facts),
        universal: facts.universal,
        affiliations: [facts.affiliation],
        icons: icons(facts.icons),
        characteristics: [],
        ship: {
          shipClass: facts.shipClass,
          range: number(facts.attributes[0]),
          weapons: number(facts.attributes[1]),
          shields: number(facts.attributes[2]),
          staffing: { icons: facts.staffing, alternatives: [] },
          specialEquipment: facts.specialEquipment,
          specialText: [],
          specialDownloads: [],
        },
      };
    case 'Mission': {
      const parsed = parseRequirement(facts.requirements);
      return {
        ...base(facts),
        universal: false,
        affiliations: [],
        icons: icons(facts.icons),
        characteristics: [],
        mission: {
          kind: facts.kind,
          points: { raw: String(facts.points), value: facts.points, modifiedByText: false, variable: false },
          span: facts.span,
          quadrant: facts.quadrant,
          affiliationIcons: facts.affiliationIcons,
          requirementText: facts.requirements,
          ...(parsed.expression ? { requirements: parsed.expression } : {}),
          universal: false,
        },
      };
    }
    case 'Dilemma':
      return {
        ...base(facts),
        universal: false,
        affiliations: [],
        icons: [],
        characteristics: [],
        dilemmaKind: facts.kind,
        text: facts.condition ? `${facts.summary} Condition: ${facts.condition}.` : facts.summary,
      };
    case 'Facility':
      return {
        ...base(facts),
        universal: facts.universal,
        affiliations: [facts.affiliation],
        icons: [],
        characteristics: [],
        facilityKind: facts.facilityKind,
        facility: { weapons: { kind: 'undefined', raw: '' }, shields: { kind: 'number', value: facts.shields } },
        text: `${facts.summary} SHIELDS ${facts.shields}.`,
      };
  }
}
