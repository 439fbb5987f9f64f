/** The card shown in the preview panel (hover or focus on any card name shows its text). */
import { createStore } from '../app/store';

export const preview = createStore<{ bp: string | null }, { bp: string | null }>({ bp: null }, (state, action) =>
  state.bp === action.bp ? state : { bp: action.bp },
);
