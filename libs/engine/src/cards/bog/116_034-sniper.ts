// Sniper (bog, 116_034): incident — on your table; at the start of a personnel battle you initiate on a planet, with a phaser or disruptor of yours present, you may target one personnel in it and probe (the probe card then goes beneath your deck): a staff, [KW], equipment or Maquis card mortally wounds the target; an objective, interrupt, doorway or [AU] card stuns it; a Federation, Ferengi, Borg or [Cmd] card discards this incident.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_034', {
  title: 'Sniper',
  scenario: 'behaviour/battle-sniping.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'snipe',
      // Used in the initiator's response window to the battle just initiated, before the combat (battle-sniping.ts).
      window: { kind: 'response', to: 'battle-initiated' },
      perCopy: true,
      targets: { kind: 'personnel-in-battle-you-armed', keywords: ['phaser', 'disruptor'], planet: true },
      effects: [
        {
          kind: 'probe',
          who: 'you',
          probeCard: 'beneath',
          outcomes: [
            { name: 'hit', match: { icons: ['Stf', 'KW', 'Maq', 'Equipment'], types: ['Equipment'] }, effects: [{ kind: 'hurt-target-in-battle', outcome: 'mortally-wounded' }] },
            { name: 'glancing blow', match: { types: ['Objective', 'Interrupt', 'Doorway'], icons: ['Objective', 'Interrupt', 'Doorway', 'AU'] }, effects: [{ kind: 'hurt-target-in-battle', outcome: 'stunned' }] },
            { name: 'sniper spotted', match: { affiliations: ['Federation', 'Ferengi', 'Borg'], icons: ['Fed', 'Fer', 'Bor', 'Cmd'] }, effects: [{ kind: 'discard-self' }] },
          ],
        },
      ],
    },
  ],
});
