/**
 * The effect model for dilemmas: data first, with named code hooks for the odd card. Each entry is
 * written in our own words from the rules (never the printed text); requirements use the
 * requirement grammar of @captains-log/cards. The interpreter is in attempt/dilemma-effects.ts.
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (effects in order; triggers and targets:
 * no valid target → the effect is nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless" /
 * "to get past"; "Discard dilemma"; "Mission continues"), CURES, NULLIFIERS, DILEMMA BONUS POINTS.
 */

/** Which team members a step may target. */
export interface Filter {
  readonly characteristic?: string;
  readonly notCharacteristic?: string;
  /** Has the skill (or classification). */
  readonly skill?: string;
  /** Attribute strictly below a value (e.g. INTEGRITY<5). */
  readonly below?: { readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly value: number };
  /** Personnel with a special download (DL/) in their skill box. */
  readonly downloader?: boolean;
  readonly unique?: boolean;
}

export type Measure = 'total' | 'CUNNING' | 'STRENGTH' | { readonly skill: string };

export type Selector =
  | { readonly by: 'all'; readonly filter?: Filter }
  | { readonly by: 'random'; readonly count: number | 'half'; readonly filter?: Filter; readonly fromPicked?: boolean }
  | { readonly by: 'choice'; readonly chooser: 'self' | 'opponent'; readonly count: number; readonly filter?: Filter }
  /** Highest measure; ties at the boundary are broken by `tie`'s choice ("or none": every member ties at 0). */
  | { readonly by: 'highest'; readonly measure: Measure; readonly count: number; readonly tie: 'self' | 'opponent'; readonly filter?: Filter }
  /** The cards an earlier `pick` step of this dilemma selected. */
  | { readonly by: 'picked' };

export type Action = 'kill' | 'discard' | 'stop' | 'disable' | 'relocate-furthest-planet' | 'hold-on-mission' | 'capture' | 'mark-for-death';

export type Step =
  /** "Cannot get past unless…": a condition whose only effect is not getting past. `individual`: one member must meet it alone. */
  | { readonly kind: 'pass'; readonly require: string; readonly individual?: boolean; readonly only?: 'planet' | 'space' }
  /** Targets + action, optionally prevented by a condition (`unless`). `conditional: false` marks an
   *  automatic effect with a trigger (Spatial Rift), whose unmet trigger is not a failure. */
  | {
      readonly kind: 'act';
      readonly targets: Selector;
      readonly action: Action;
      readonly unless?: string;
      /** The `unless` is checked on the picked cards only (El-Adrel, Spatial Rift). */
      readonly unlessOn?: 'team' | 'picked';
      readonly orShieldsAbove?: number;
      readonly conditional?: boolean;
      readonly individual?: boolean;
      readonly only?: 'planet' | 'space';
    }
  /** Select targets for later steps (`picked`). */
  | { readonly kind: 'pick'; readonly targets: Selector }
  | { readonly kind: 'ship'; readonly action: 'destroy' | 'damage' | 'kill-crew'; readonly unless?: string; readonly orShieldsAbove?: number; readonly only?: 'planet' | 'space' }
  /** Place the dilemma; `affected`: whom its ongoing effect concerns. */
  | { readonly kind: 'place'; readonly on: 'mission' | 'ship' | 'personnel'; readonly affected: 'team' | 'picked' | 'none'; readonly countdown?: number }
  /** The mission attempt ends (not a failed condition, the team is not stopped). */
  | { readonly kind: 'end-attempt' }
  | { readonly kind: 'hook'; readonly name: HookName; readonly unless?: string };

export type HookName =
  | 'reboot-hand'
  | 'sarjenka'
  | 'plague-ship'
  | 'rebel-bribe'
  | 'abort-beam-up-or-die'
  | 'beam-back'
  | 'ktarian-disable'
  | 'disable-empaths'
  | 'stop-team'
  | 'manual';

/** Long-term effects of a placed dilemma. */
export interface OngoingRules {
  /** Countdown expiry: what happens (the dilemma is then discarded). */
  readonly onExpiry?: 'kill-affected' | 'destroy-host';
  /** End of the current turn: kill the affected personnel, then remove the dilemma (Hunter Probe). */
  readonly endOfTurnKill?: boolean;
  /** End of every turn: host ship loses 1 RANGE; destroyed at 0 (Birth of "Junior"). */
  readonly rangeDrain?: boolean;
  /** Start of the affected player's turns: disable one random personnel aboard (Ktarian Game). */
  readonly startOfTurnDisable?: boolean;
  readonly blocksAttempts?: boolean;
  readonly hostCannotMove?: boolean;
  /** Personnel aboard the host lose their first-listed skill (Tsiolkovsky Infection). */
  readonly firstSkillLost?: boolean;
  /** The host personnel cannot use skills or staffing icons (Framed For Murder). */
  readonly hostNoSkills?: boolean;
  /** Affected personnel may not leave (Hyper-Aging quarantine). */
  readonly quarantine?: boolean;
  /** Released (discarded, held personnel freed) when the mission is completed (Alien Abduction). */
  readonly endsWhenMissionCompleted?: boolean;
  /** Affected personnel aboard one of their owner's outposts when the countdown expires are spared (REM Fatigue). */
  readonly outpostSaves?: boolean;
}

export interface DilemmaDef {
  readonly title: string;
  readonly steps: readonly Step[];
  /** "Discard dilemma": removed even when a condition failed. */
  readonly discard?: boolean;
  /** "Mission continues": removed, and the attempt goes on, even when a condition failed. */
  readonly continues?: boolean;
  /** Checked before the effects (and later, as a cure, while it stays in play). */
  readonly nullify?: string;
  readonly nullifyIndividual?: boolean;
  readonly cure?: string;
  /** Bonus points (the printed box) scored when overcome or cured. */
  readonly points?: number;
  readonly ongoing?: OngoingRules;
  /** Parts not automated (carried out by manual effects). Empty/absent: fully automated. */
  readonly manual?: readonly string[];
}

const kill1random = (unless: string): Step => ({ kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill', unless });

/** Premiere (set 101) dilemmas, all 45, plus the non-Premiere cards of the rulebook's worked examples. Keyed by blueprint id. */
export const DILEMMAS: Readonly<Record<string, DilemmaDef>> = {
  '101_010': {
    title: 'Alien Abduction',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent' } },
      { kind: 'act', targets: { by: 'picked' }, action: 'hold-on-mission' },
      { kind: 'place', on: 'mission', affected: 'picked' },
    ],
    cure: 'Leadership x3',
    ongoing: { endsWhenMissionCompleted: true },
  },
  '101_011': {
    title: 'Alien Parasites',
    steps: [{ kind: 'hook', name: 'beam-back', unless: 'INTEGRITY>32' }],
    manual: ['opponent controlling the ship and crew until stopped'],
  },
  '101_012': {
    title: 'Anaphasic Organism',
    steps: [{ kind: 'act', targets: { by: 'highest', measure: 'total', count: 1, tie: 'opponent', filter: { characteristic: 'Female' } }, action: 'discard', unless: 'SECURITY + MEDICAL' }],
    discard: true,
  },
  '101_013': { title: 'Ancient Computer', steps: [{ kind: 'pass', require: 'Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3' }] },
  '101_014': {
    title: 'Archer',
    steps: [{ kind: 'act', targets: { by: 'highest', measure: 'total', count: 1, tie: 'opponent' }, action: 'kill', unless: 'SECURITY + MEDICAL' }],
    discard: true,
  },
  '101_015': { title: 'Armus - Skin of Evil', steps: [{ kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' }], discard: true },
  '101_016': {
    title: "Barclay's Protomorphosis Disease",
    steps: [{ kind: 'act', targets: { by: 'all', filter: { notCharacteristic: 'Android' } }, action: 'kill', unless: 'MEDICAL + SCIENCE + SECURITY' }],
    discard: true,
    points: 10,
  },
  '101_017': {
    title: 'Birth of "Junior"',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    nullify: 'ENGINEER x3',
    ongoing: { rangeDrain: true },
  },
  '101_018': { title: 'Borg Ship', steps: [{ kind: 'hook', name: 'manual' }], manual: ['the self-controlling Borg Ship: placement, attacks, movement, points when destroyed'] },
  '101_019': {
    title: 'Chalnoth',
    steps: [{ kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'kill', unless: 'SECURITY x3 OR STRENGTH>40' }],
    discard: true,
    points: 5,
  },
  '101_020': { title: 'Cosmic String Fragment', steps: [{ kind: 'ship', action: 'destroy', unless: 'Astrophysics OR ENGINEER OR Navigation' }], discard: true, points: 5 },
  '101_021': {
    title: 'Crystalline Entity',
    steps: [
      { kind: 'ship', action: 'kill-crew', unless: 'Music', orShieldsAbove: 6, only: 'space' },
      { kind: 'act', targets: { by: 'all' }, action: 'kill', unless: 'SCIENCE + MEDICAL', only: 'planet' },
    ],
    discard: true,
    points: 5,
  },
  '101_022': {
    title: 'Cytherians',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    points: 15,
    manual: ['the ship doing nothing but travelling to the far end of the spaceline; discarding it there and scoring its points'],
  },
  '101_023': {
    title: 'El-Adrel Creature',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: 'STRENGTH', count: 2, tie: 'opponent' } },
      { kind: 'act', targets: { by: 'random', count: 1, fromPicked: true }, action: 'kill', unless: 'STRENGTH>16', unlessOn: 'picked' },
    ],
    discard: true,
  },
  '101_024': {
    title: "Female's Love Interest",
    steps: [{ kind: 'act', targets: { by: 'random', count: 1, filter: { characteristic: 'Female' } }, action: 'relocate-furthest-planet' }],
    discard: true,
  },
  '101_025': {
    title: 'Firestorm',
    steps: [{ kind: 'act', targets: { by: 'all', filter: { below: { attribute: 'INTEGRITY', value: 5 } } }, action: 'kill', unless: '{Thermal Deflectors}' }],
    discard: true,
    manual: ['escaping with Emergency Transporter Armbands (a response)'],
  },
  '101_026': { title: 'Gravitic Mine', steps: [{ kind: 'ship', action: 'damage', unless: 'SCIENCE + Navigation' }], discard: true },
  '101_027': { title: 'Hologram Ruse', steps: [{ kind: 'pass', require: 'INTEGRITY>30 + CUNNING>30' }] },
  '101_028': {
    title: 'Hyper-Aging',
    steps: [{ kind: 'place', on: 'mission', affected: 'team', countdown: 4 }],
    cure: 'SCIENCE + MEDICAL x2',
    points: 5,
    ongoing: { onExpiry: 'kill-affected', quarantine: true },
  },
  '101_029': { title: 'Iconian Computer Weapon', steps: [{ kind: 'hook', name: 'reboot-hand', unless: 'SCIENCE' }], discard: true },
  '101_030': { title: 'Impassable Door', steps: [{ kind: 'pass', require: 'Computer Skill' }] },
  '101_031': {
    title: 'Ktarian Game',
    steps: [
      { kind: 'place', on: 'ship', affected: 'none' },
      { kind: 'hook', name: 'ktarian-disable' },
    ],
    cure: 'CUNNING>30 OR Android',
    ongoing: { startOfTurnDisable: true },
  },
  '101_032': {
    title: "Male's Love Interest",
    steps: [{ kind: 'act', targets: { by: 'random', count: 1, filter: { characteristic: 'Male' } }, action: 'relocate-furthest-planet' }],
    discard: true,
  },
  '101_033': { title: 'Matriarchal Society', steps: [{ kind: 'pass', require: '2 Female' }] },
  '101_034': {
    title: 'Menthar Booby Trap',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }, kill1random('MEDICAL')],
    cure: 'ENGINEER x2',
    ongoing: { hostCannotMove: true },
  },
  '101_035': { title: 'Microbiotic Colony', steps: [{ kind: 'ship', action: 'damage', unless: 'SCIENCE + ENGINEER + OFFICER' }], discard: true },
  '101_036': {
    title: 'Microvirus',
    steps: [{ kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'kill', unless: 'MEDICAL + SECURITY' }],
    discard: true,
    points: 5,
  },
  '101_037': {
    title: 'Nagilum',
    steps: [{ kind: 'act', targets: { by: 'random', count: 'half' }, action: 'kill', unless: 'Diplomacy x3 OR STRENGTH>40' }],
    discard: true,
    points: 5,
  },
  '101_038': { title: 'Nanites', steps: [{ kind: 'ship', action: 'damage', unless: 'SCIENCE x2 OR Diplomacy' }], discard: true, points: 5 },
  '101_039': { title: 'Nausicaans', steps: [kill1random('STRENGTH>44')], discard: true },
  '101_040': {
    title: 'Nitrium Metal Parasites',
    steps: [{ kind: 'place', on: 'ship', affected: 'none', countdown: 3 }],
    cure: 'SCIENCE x2 OR ENGINEER x2',
    ongoing: { onExpiry: 'destroy-host' },
  },
  '101_041': { title: 'Null Space', steps: [{ kind: 'ship', action: 'damage', unless: 'Navigation x2' }], discard: true, points: 5 },
  '101_042': {
    title: 'Phased Matter',
    steps: [{ kind: 'hook', name: 'manual' }],
    manual: ['splitting the Away Team, the phased team not beaming, the cure by another Away Team'],
  },
  '101_043': { title: 'Portal Guard', steps: [{ kind: 'hook', name: 'abort-beam-up-or-die', unless: 'CUNNING>7 OR Honor' }] },
  '101_044': {
    title: 'Q',
    steps: [{ kind: 'hook', name: 'stop-team', unless: 'Leadership x2 + INTEGRITY>60' }],
    discard: true,
    manual: ['opponent downloading Q-icon cards to the Q-Continuum side deck; the Q-Flash'],
  },
  '101_045': {
    title: 'Radioactive Garbage Scow',
    steps: [{ kind: 'place', on: 'mission', affected: 'none' }, { kind: 'end-attempt' }],
    ongoing: { blocksAttempts: true },
    manual: ['towing the Scow with a Tractor Beam and 2 ENGINEER'],
  },
  '101_046': { title: 'Rebel Encounter', steps: [{ kind: 'hook', name: 'rebel-bribe', unless: 'STRENGTH>44' }], discard: true },
  '101_047': {
    title: 'REM Fatigue Hallucinations',
    steps: [{ kind: 'place', on: 'mission', affected: 'team', countdown: 4 }],
    cure: 'MEDICAL x3',
    points: 5,
    ongoing: { onExpiry: 'kill-affected', outpostSaves: true },
  },
  '101_048': { title: 'Sarjenka', steps: [{ kind: 'hook', name: 'sarjenka' }], points: 5 },
  '101_049': { title: 'Shaka, When the Walls Fell', steps: [{ kind: 'pass', require: 'Diplomacy x2 + CUNNING>30' }] },
  '101_050': { title: 'Tarellian Plague Ship', steps: [{ kind: 'hook', name: 'plague-ship' }], discard: true, points: 5 },
  '101_051': {
    title: 'Temporal Causality Loop',
    steps: [{ kind: 'hook', name: 'stop-team', unless: 'SCIENCE + CUNNING>35' }],
    discard: true,
    points: 5,
    manual: ['undoing your last two actions of the turn and ending the turn'],
  },
  '101_052': {
    title: 'Tsiolkovsky Infection',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    continues: true,
    cure: 'MEDICAL x3',
    ongoing: { firstSkillLost: true },
  },
  '101_053': {
    title: 'Two-Dimensional Creatures',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }, { kind: 'hook', name: 'disable-empaths' }],
    cure: 'SCIENCE + ENGINEER',
    ongoing: { hostCannotMove: true },
  },
  '101_054': { title: 'Wind Dancer', steps: [{ kind: 'pass', require: '{Lwaxana Troi} OR Youth OR Music OR STRENGTH>9', individual: true }] },

  // ---- Rulebook worked examples (ATTEMPT A MISSION › CONDITIONAL EFFECTS, CURES, NULLIFIERS) ----
  '123_003': { title: 'Astral Eddy', steps: [kill1random('Navigation + Physics + ENGINEER x2')] },
  '123_023': {
    title: 'Spatial Rift',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      { kind: 'act', targets: { by: 'picked' }, action: 'discard', unless: 'CUNNING>14', unlessOn: 'picked', conditional: false },
      { kind: 'pass', require: 'Astrophysics + ENGINEER x2' },
    ],
  },
  '125_002': {
    title: 'Alice',
    steps: [{ kind: 'act', targets: { by: 'highest', measure: { skill: 'Navigation' }, count: 1, tie: 'opponent' }, action: 'capture', unless: 'Computer Skill x2 + Biology' }],
    discard: true,
    manual: ['capture is simplified: the captive is held by the opponent out of the game (no rescue, no brig)'],
  },
  '163_004': {
    title: 'Hunter Probe',
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'opponent', count: 2 } },
      { kind: 'act', targets: { by: 'picked' }, action: 'mark-for-death', unless: 'SECURITY x2 + Anthropology x2' },
    ],
    continues: true,
    ongoing: { endOfTurnKill: true },
  },
  '112_018': {
    title: 'Framed for Murder',
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { unique: true } } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
    ],
    continues: true,
    nullify: 'CUNNING>9 + (Biology OR Law)',
    nullifyIndividual: true,
    ongoing: { hostNoSkills: true },
  },
  '141_002': {
    title: 'Dial-Up',
    steps: [
      { kind: 'act', targets: { by: 'all', filter: { downloader: true } }, action: 'stop' },
      { kind: 'place', on: 'mission', affected: 'none', countdown: 2 },
    ],
    continues: true,
    nullify: 'Computer Skill x3 + Anthropology',
    manual: ['the ban on downloading while it is on the mission (the engine automates no downloads)'],
  },
  '161_005': {
    title: 'Do You Smell Something Burning?',
    steps: [{ kind: 'act', targets: { by: 'random', count: 'half' }, action: 'stop' }],
    continues: true,
    nullify: 'cook OR ANIMAL OR {Lure of the Nexus}',
  },
};

export function dilemmaDef(blueprintId: string): DilemmaDef | undefined {
  return DILEMMAS[blueprintId];
}
