/**
 * The Mirror Quadrant icon (issue 15, helper mirror). The card list spells the icon of personnel, ships and
 * facilities `[MU]` (a mission's row spells it `[MQ]`); both mean the Mirror Quadrant:
 *   1E current rulings › Mirror Quadrant icon [MQ]: "Personnel, ships, and facilities with this icon are native
 *   to the Mirror Quadrant." 1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT (no icon: the Alpha Quadrant).
 * given (a play-phase scene on one spaceline) / when (ReportForDuty) / then (where the card may report).
 */
import { nativeQuadrant } from '../card-facts';
import { person, realCard, scene } from '../testing/attempt-scene';
import { moved, refused } from '../testing/scenario';
import { Z } from '../zones';
import { report } from '../testing/commands';


/** p1's facility in space at L1 of a spaceline in `quadrant`, a personnel in hand. */
function given(quadrant: 'Alpha' | 'Mirror', facility: string, personnel: string | ReturnType<typeof person>) {
  const built = scene({ missions: ['Excavation'], quadrant, hand: [facility, personnel] });
  const [outpost, recruit] = built.ids.hand as [string, string];
  return { state: moved(built.state, [[outpost, Z.space('L1')]]), outpost, recruit };
}

describe('[MU] cards are native to the Mirror Quadrant', () => {
  it('a [MU] personnel (Errol), ship (I.S.S. Enterprise) and facility (Terran Outpost) are native to the Mirror Quadrant; a card with no quadrant icon to the Alpha Quadrant', () => {
    expect(realCard('Errol').icons.map((icon) => icon.code)).toContain('MU');
    expect(nativeQuadrant(realCard('Errol'))).toBe('Mirror');
    expect(nativeQuadrant(realCard('I.S.S. Enterprise'))).toBe('Mirror');
    expect(nativeQuadrant(realCard('Terran Outpost'))).toBe('Mirror');
    expect(nativeQuadrant(realCard('Federation Outpost'))).toBe('Alpha');
  });
  it('applies: the [MU] personnel reports to your Terran Outpost on the Mirror Quadrant spaceline', () => {
    const { state, outpost, recruit } = given('Mirror', 'Terran Outpost', 'Errol');
    expect(refused(state, report(recruit, outpost))).toBeNull();
  });
  it('does not apply: the [MU] personnel does not report to an Alpha Quadrant outpost; an Alpha Quadrant personnel does not report in the Mirror Quadrant', () => {
    const alpha = given('Alpha', 'Federation Outpost', 'Errol');
    expect(refused(alpha.state, report(alpha.recruit, alpha.outpost))).toBe('NOT_NATIVE_QUADRANT');
    const native = given('Mirror', 'Terran Outpost', person({ affiliation: 'Non-Aligned' }));
    expect(refused(native.state, report(native.recruit, native.outpost))).toBe('NOT_NATIVE_QUADRANT');
  });
});
