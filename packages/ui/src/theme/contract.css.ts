import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens, type ThemeContractShape, type ThemeTokens } from './tokens';

// The contract is derived from the token tree so a token added to `ThemeTokens` cannot be
// forgotten in a theme file (createTheme would fail to type-check).
function shapeOf(tokens: ThemeTokens): ThemeContractShape {
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    shape[key] =
      typeof value === 'string'
        ? null
        : Object.fromEntries(Object.keys(value).map((name) => [name, null]));
  }
  return shape as ThemeContractShape;
}

/** CSS variables of the Kiwo theme. Components read colours, spacing and type only from here. */
export const vars = createThemeContract(shapeOf(lightTokens));
