// Assimilation Tubules (fc, 109_044): interrupt — played on a personnel battle where your Talon Drone takes part; once the winner is determined, the Talon Drone (present, not mortally wounded) assimilates one opposing mortally wounded personnel present instead of its death.
//   1E rulebook › BATTLE › PERSONNEL BATTLE (5. Determine Winner; 6. the mortally wounded die); Borg Rule: Personnel Assimilation.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_044', {
  title: 'Assimilation Tubules',
  scenario: 'behaviour/assimilation.spec.ts',
  // "During battle after a winner is determined": played in the battle's response window, acting once the winner is known (as Phaser Burns acts before it).
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  // "Your {Talon Drone}": a drone whose lore identifies it as a Talon Drone (Three of Nineteen).
  targets: { kind: 'personnel-battle-with-yours', loreIncludes: 'Talon Drone' },
  triggers: [{ on: 'played', effects: [{ kind: 'assimilate-wounded-after-winner', byLore: 'Talon Drone' }] }],
});
