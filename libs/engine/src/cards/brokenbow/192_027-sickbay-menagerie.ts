// Sickbay: Menagerie (brokenbow, 192_027): incident — played on your [22] ship that shows at least one staffing icon, it lies there; thrice per game, when a dilemma would kill a personnel aboard that ship, you stop an unstopped [22] MEDICAL personnel of yours aboard (another one) and the personnel is stopped instead (behaviour/dilemma-kill-replacement.ts: `onHostShip`, `stopsAboard`, `timesPerGame`; used whenever it can, as the word's other cards). Preventing an assimilation or a Ceti Eel's control, and its nullification by Plasma Fire, are manual.
//   1E rulebook › GETTING HURT › KILLED OR DESTROYED; STOPPED; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; "HERE" AND "PRESENT".
import { defineCard } from '../../behaviour/define';

const MEDICAL_22 = { anyOf: [{ icons: ['22'], classification: 'MEDICAL' }, { icons: ['22'], skill: 'MEDICAL' }] };

export default defineCard('192_027', {
  title: 'Sickbay: Menagerie',
  scenario: 'behaviour/holotos-objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-any-of', ships: [{ icons: ['22'], staffingIcon: true }] },
  duration: 'on-target-card',
  insteadOfDilemmaKill: { onHostShip: true, whose: 'any', filter: {}, instead: 'stopped', stopsAboard: MEDICAL_22, timesPerGame: 3 },
  manual: [
    'preventing a personnel present from being assimilated or controlled by Ceti Eel (stopped instead), sharing the three uses',
    'may be nullified by Plasma Fire',
  ],
});
