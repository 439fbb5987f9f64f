/**
 * Every bracket icon code seen in the LackeyCCG 1E export (Icons, Staff, Affil columns and game
 * text), with its name. Names follow 1E rulebook › ICON LEGEND where the legend lists the icon;
 * codes the legend does not list are named from the cards that carry them and marked `inferred`.
 */
export type IconCategory =
  | 'affiliation'
  | 'staffing'
  | 'quadrant'
  | 'era'
  | 'faction'
  | 'built-in-rule'
  | 'countdown'
  | 'expansion'
  | 'card-type'
  | 'mission-type'
  | 'other';

export interface IconDefinition {
  readonly code: string;
  readonly name: string;
  readonly category: IconCategory;
  /** true when the rulebook's icon legend does not name this code and the name is our reading. */
  readonly inferred?: boolean;
}

const definitions: IconDefinition[] = [
  // Affiliations (1E rulebook › ICON LEGEND › Affiliations)
  { code: 'Fed', name: 'Federation', category: 'affiliation' },
  { code: 'Kli', name: 'Klingon', category: 'affiliation' },
  { code: 'Rom', name: 'Romulan', category: 'affiliation' },
  { code: 'Fer', name: 'Ferengi', category: 'affiliation' },
  { code: 'Car', name: 'Cardassian', category: 'affiliation' },
  { code: 'Baj', name: 'Bajoran', category: 'affiliation' },
  { code: 'Dom', name: 'Dominion', category: 'affiliation' },
  { code: 'Kaz', name: 'Kazon', category: 'affiliation' },
  { code: 'Vid', name: 'Vidiian', category: 'affiliation' },
  { code: 'Hir', name: 'Hirogen', category: 'affiliation' },
  { code: 'Bor', name: 'Borg', category: 'affiliation' },
  { code: 'Borg', name: 'Borg', category: 'affiliation' },
  { code: 'Sta', name: 'Starfleet', category: 'affiliation' },
  { code: 'Vul', name: 'Vulcan', category: 'affiliation' },
  { code: 'Xin', name: 'Xindi', category: 'affiliation', inferred: true },
  { code: 'Neu', name: 'Neutral', category: 'affiliation' },
  { code: 'Non', name: 'Non-Aligned', category: 'affiliation' },
  { code: 'NA', name: 'Non-Aligned', category: 'affiliation', inferred: true },
  // Staffing (1E rulebook › ICON LEGEND › Staffing)
  { code: 'Stf', name: 'Staff', category: 'staffing' },
  { code: 'Cmd', name: 'Command', category: 'staffing' },
  { code: 'Com', name: 'Borg Communication subcommand', category: 'staffing' },
  { code: 'Def', name: 'Borg Defense subcommand', category: 'staffing' },
  { code: 'Nav', name: 'Borg Navigation subcommand', category: 'staffing' },
  // Quadrants
  { code: 'DQ', name: 'Delta Quadrant', category: 'quadrant' },
  { code: 'GQ', name: 'Gamma Quadrant', category: 'quadrant' },
  { code: 'MQ', name: 'Mirror Quadrant', category: 'quadrant' },
  { code: 'AQ', name: 'Alpha Quadrant', category: 'quadrant', inferred: true },
  // Built-in rules (1E rulebook › ICON LEGEND › ICONS WITH BUILT-IN RULES)
  { code: 'AU', name: 'Alternate Universe', category: 'built-in-rule' },
  { code: 'Holo', name: 'Hologram', category: 'built-in-rule' },
  { code: 'BO', name: 'Borg Use Only', category: 'built-in-rule' },
  { code: 'HA', name: 'Hidden Agenda', category: 'built-in-rule' },
  { code: 'Self', name: 'Self-Controlling', category: 'built-in-rule' },
  { code: 'BB', name: 'Botany Bay', category: 'built-in-rule' },
  { code: 'Down', name: 'Special Download', category: 'built-in-rule' },
  { code: 'Univ', name: 'Universal', category: 'built-in-rule' },
  { code: 'Enig', name: 'Enigma', category: 'built-in-rule', inferred: true },
  { code: 'Enigma', name: 'Enigma', category: 'built-in-rule', inferred: true },
  { code: 'Flip', name: 'Flip (damage/turn over)', category: 'built-in-rule', inferred: true },
  { code: 'Wmh', name: 'Wormhole', category: 'built-in-rule', inferred: true },
  { code: '*', name: 'Asterisk (see text)', category: 'other', inferred: true },
  // Countdown icons carry their count
  { code: '1', name: 'Countdown 1', category: 'countdown' },
  { code: '2', name: 'Countdown 2', category: 'countdown' },
  { code: '3', name: 'Countdown 3', category: 'countdown' },
  { code: '4', name: 'Countdown 4', category: 'countdown' },
  // Eras & series (ICONS WITHOUT BUILT-IN RULES › Eras & Series)
  { code: '22', name: '22nd Century', category: 'era' },
  { code: 'OS', name: 'Original Series', category: 'era' },
  { code: 'Films', name: 'Classic Films', category: 'era' },
  { code: 'TNG', name: 'The Next Generation', category: 'era' },
  { code: 'DS9', name: 'Deep Space Nine', category: 'era' },
  { code: 'eDS9', name: 'Deep Space Nine (errata)', category: 'era', inferred: true },
  { code: 'Ent-E', name: 'Enterprise-E', category: 'era' },
  { code: 'MU', name: 'Mirror Universe', category: 'era' },
  // Factions
  { code: 'Maq', name: 'Maquis', category: 'faction' },
  { code: 'KCA', name: 'Klingon-Cardassian Alliance', category: 'faction' },
  { code: 'TE', name: 'Terran Empire', category: 'faction' },
  { code: 'SKR', name: 'Sybok follower (Sha Ka Ree)', category: 'faction', inferred: true },
  // Other legend icons
  { code: 'Ref', name: 'Referee', category: 'other' },
  { code: 'Rule', name: 'Rule of Acquisition', category: 'other' },
  { code: 'WC', name: 'Warp Core', category: 'other' },
  { code: 'RC', name: 'Reactor Core', category: 'other' },
  { code: 'KW', name: 'Ketracel-White', category: 'other' },
  { code: 'Orb', name: 'Orb Experience', category: 'other' },
  { code: 'Pun', name: 'Punishment', category: 'other' },
  { code: 'Crime', name: 'Crime', category: 'other' },
  { code: 'Pursuit', name: 'Pursuit', category: 'other' },
  { code: 'Bar', name: "Barash's Illusion", category: 'other' },
  { code: 'OCD', name: 'Optical Compact Disc', category: 'other' },
  { code: 'Sch', name: 'Schematic (Vulcan scheme)', category: 'other', inferred: true },
  { code: 'Shield', name: 'Shield (doorway protection)', category: 'other', inferred: true },
  { code: 'X', name: 'X (variable dilemma)', category: 'other', inferred: true },
  { code: 'Q', name: 'Q icon', category: 'card-type' },
  { code: 'Fajo', name: 'Fajo Collection', category: 'expansion' },
  { code: 'FC', name: 'First Contact', category: 'expansion' },
  { code: 'TMP', name: 'The Motion Pictures', category: 'expansion' },
  { code: 'Preview', name: 'Preview', category: 'expansion', inferred: true },
  // Card types referenced by icon in text
  { code: 'Artifact', name: 'Artifact', category: 'card-type' },
  { code: 'Doorway', name: 'Doorway', category: 'card-type' },
  { code: 'Equipment', name: 'Equipment', category: 'card-type' },
  { code: 'Event', name: 'Event', category: 'card-type' },
  { code: 'Incident', name: 'Incident', category: 'card-type' },
  { code: 'Interrupt', name: 'Interrupt', category: 'card-type' },
  { code: 'Objective', name: 'Objective', category: 'card-type' },
  { code: 'Obj', name: 'Objective', category: 'card-type' },
  { code: 'Tactic', name: 'Tactic', category: 'card-type' },
  { code: 'Tribble', name: 'Tribble', category: 'card-type' },
  // Mission and dilemma type
  { code: 'P', name: 'Planet', category: 'mission-type' },
  { code: 'S', name: 'Space', category: 'mission-type' },
  { code: 'S/P', name: 'Dual (space/planet)', category: 'mission-type' },
];

const byCode = new Map<string, IconDefinition>();
for (const definition of definitions) byCode.set(definition.code.toLowerCase(), definition);

/** Looks a bracket code up (case-insensitive: the data spells `[FED]`, `[Fed]` and `[fed]`). */
export function lookupIcon(code: string): IconDefinition | undefined {
  return byCode.get(code.toLowerCase());
}

export function allIconDefinitions(): readonly IconDefinition[] {
  return definitions;
}
