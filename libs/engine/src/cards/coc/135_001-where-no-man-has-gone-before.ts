// Where No Man Has Gone Before (coc, 135_001): event — plays on your table; its start-of-turn RANGE +3 for undocked ships at a spaceline end, and (once per turn, as your ship moves from one spaceline to another) the draw or the report of an [AU] card aboard it, are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('135_001', {
  title: 'Where No Man Has Gone Before',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'normal-play' } },
  manual: [
    'at the start of each turn, your undocked ships at either end of any spaceline are RANGE +3 until the end of the turn',
    'once per turn, as your ship moves from one spaceline to another: draw a card, or report an [AU] card aboard it (that report is allowed by this card; declare it as a manual effect)',
  ],
});
