import { describe, expect, it } from 'vitest';
import { purgeCss, wordsOf } from './purgeCss';

const used = wordsOf('<div class="hero card"><p data-x="dark1">hi</p></div>');

describe('purgeCss', () => {
  it('keeps rules whose classes are all in the page and drops the others', () => {
    expect(purgeCss('.hero{color:red}.table{color:blue}.hero .table{margin:0}', used)).toBe(
      '.hero{color:red}',
    );
  });

  it('keeps element, attribute and class-free rules, and only the matching selectors of a list', () => {
    const css = '*,:after{box-sizing:border-box}[data-x=a]{top:0}.card,.dialog{padding:1px}';
    expect(purgeCss(css, used)).toBe(
      '*,:after{box-sizing:border-box}[data-x=a]{top:0}.card{padding:1px}',
    );
  });

  it('purges inside @media and drops an emptied block', () => {
    const css =
      '@media (min-width:768px){.hero{display:grid}.menu{top:0}}@media print{.menu{top:0}}';
    expect(purgeCss(css, used)).toBe('@media (min-width:768px){.hero{display:grid}}');
  });

  it('keeps @keyframes only while a kept rule animates with them', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{0%{opacity:0}}.card{animation:1s spin}.menu{animation-name:fade}';
    expect(purgeCss(css, used)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}.card{animation:1s spin}',
    );
  });

  it('does not split :is()/:not() arguments or read classes inside attribute values', () => {
    const css = 'html:not(.dark1,.hero) .card{color:red}a[href$=".pdf"]{color:blue}';
    expect(purgeCss(css, used)).toBe(css);
  });

  it('counts class names that appear only in data attributes (the dark theme)', () => {
    expect(purgeCss('.dark1{--bg:#000}', used)).toBe('.dark1{--bg:#000}');
  });
});
