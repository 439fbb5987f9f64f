/** Rule references for battle (issue 15), cited as `1E rulebook › HEADING › SUBHEADING`. */
const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');

export const BATTLE_RULES = {
  initiating: R('BATTLE', 'INITIATING A BATTLE'),
  singleAction: R('BATTLE', 'INITIATING A BATTLE', 'Reminder: Actions and Valid Responses'),
  leader: R('BATTLE', 'INITIATING A BATTLE', 'leader present'),
  borg: R('BATTLE', 'INITIATING A BATTLE', 'Borg Rule: Combat is Irrelevant'),
  restrictions: R('BATTLE', 'INITIATING A BATTLE', 'Clarifications: Affiliation Attack Restrictions'),
  cancelled: R('BATTLE', 'INITIATING A BATTLE', 'Clarification: Cancelled Battles'),
  personnel: R('BATTLE', 'PERSONNEL BATTLE', '1. Initiation'),
  formUp: R('BATTLE', 'PERSONNEL BATTLE', '3. Form Up'),
  combat: R('BATTLE', 'PERSONNEL BATTLE', '4. Combat'),
  winner: R('BATTLE', 'PERSONNEL BATTLE', '5. Determine Winner'),
  ship: R('BATTLE', 'SHIP BATTLE', '1. Declaration'),
  returnFire: R('BATTLE', 'SHIP BATTLE', '2. Initiation'),
  openFire: R('BATTLE', 'SHIP BATTLE', '5. Open Fire'),
  rotationDamage: R('DAMAGE AND REPAIRS', 'ROTATION DAMAGE'),
  repair: R('DAMAGE AND REPAIRS', 'REPAIR'),
  after: R('BATTLE', 'AFTER THE BATTLE'),
  cloak: R('CLOAK'),
} as const;
