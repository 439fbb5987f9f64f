// The Emperor's New Cloak (mm, 122_048): objective — on your table. Your Treachery personnel (not stopped) may steal an unattended
// Equipment card present with them: one the opponent controls, with no personnel of theirs present (control taken, owner kept:
// behaviour/ferengi-profits.ts › stealCard).
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_048', {
  title: "The Emperor's New Cloak",
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'steal',
      targets: { kind: 'opposing-card-to-steal', types: ['Equipment'], where: 'present-with-yours', yours: { skill: 'Treachery' }, unattended: true },
      effects: [{ kind: 'steal-target' }],
    },
  ],
  manual: [
    "aboard an opponent's ship with a Cloaking Device: placing the objective on that ship (it may not cloak), stealing a Cloaking Device aboard or downloading your own there",
    'bringing the Device aboard any Enterprise or the ship of Regent Worf: discarding the objective and scoring its points',
  ],
});
