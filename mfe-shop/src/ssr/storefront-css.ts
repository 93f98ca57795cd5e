import { badgeTones as bt, buttonSizes as b, lookColours as c, lookRadii as r, lookShadows as sh, lookSizes, lookSpace as s, lookType as t } from '../product/storefront-look';

const w = t.weights;
const z = lookSizes;
const g = lookSizes.grid;

/**
 * The storefront's whole stylesheet, inlined in the page's head (no request, nothing to wait for):
 * plain CSS under `.sf` so that it never touches the app when it takes over the page. Every colour,
 * corner, space and button size comes from the storefront's look (`product/storefront-look.ts`), which
 * the app's pages read too; breakpoints are the platform's (600 / 960 px).
 */
export const STOREFRONT_CSS = `
html{-webkit-text-size-adjust:100%}body{margin:0}
.sf{min-height:100vh;background:${c.page};color:${c.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.sf *,.sf *::before,.sf *::after{box-sizing:border-box}
:where(.sf) a{color:inherit}
:where(.sf) :is(h1,h2,h3,p){margin:0}
:where(.sf) button{font:inherit;cursor:pointer}
.sf :focus-visible{outline:2px solid ${c.primary};outline-offset:2px}
.sf-bar{position:sticky;top:0;z-index:10;height:64px;display:flex;align-items:center;gap:4px;padding:0 4px}
.sf-bar a{text-decoration:none}
.sf-i{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.sf-icon-btn{display:inline-flex;align-items:center;justify-content:center;position:relative;width:40px;height:40px;border:0;border-radius:${r.control}px;background:transparent;color:inherit;flex-shrink:0}
.sf-icon-btn:hover{background:rgba(127,127,127,.15)}
.sf-logo{display:inline-flex;align-items:center;min-width:0;max-width:45%;font-weight:${w.strong};font-size:${t.small};line-height:1.2;overflow:hidden}
/* A long name takes two lines, as the app's header shows it. */
.sf-logo span{min-width:0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.sf-lang{font-size:${t.small};font-weight:${w.strong}}
.sf-logo img{height:40px;max-width:120px;object-fit:contain}
.sf-logo-center{position:absolute;left:50%;transform:translateX(-50%);max-width:40%}
.sf-tabs{display:none;flex:1;min-width:0;height:64px;overflow-x:auto}
.sf-tab{display:inline-flex;align-items:center;gap:4px;height:64px;padding:0 12px;white-space:nowrap;font-size:.875rem;background:transparent;border:0;border-bottom:2px solid transparent;color:inherit;font-family:inherit}
.sf-dropdown{position:relative}
.sf-dropdown summary{list-style:none}.sf-dropdown summary::-webkit-details-marker{display:none}
.sf-dropdown-menu{position:fixed;top:60px;min-width:12rem;background:${c.surface};color:${c.text};border-radius:${r.card}px;box-shadow:0 4px 16px rgba(0,0,0,.18);padding:4px 0;z-index:20}
.sf-dropdown-menu a{display:block;padding:8px 16px}
.sf-dropdown-menu a:hover{background:${c.hover}}
.sf-spacer{flex:1}
.sf-actions{display:flex;align-items:center;gap:4px;flex-shrink:0}
.sf-actions .sf-icon-btn{width:36px}
.sf-count{position:absolute;top:0;right:0;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:${c.primary};color:${c.onPrimary};font-size:.7rem;font-weight:700;line-height:18px;text-align:center}
.sf-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:${b.sm.height}px;padding:0 ${b.sm.paddingX}px;border-radius:${r.control}px;border:1px solid transparent;font-size:${b.sm.fontSize};font-weight:${w.button};line-height:1.2;white-space:nowrap;text-decoration:none}
.sf-btn-solid{background:${c.primary};border-color:${c.primary};color:${c.onPrimary}}.sf-btn-solid:hover{background:${c.primaryHover};border-color:${c.primaryHover}}
.sf-btn-outline{border-color:currentColor;background:transparent;color:inherit}
.sf-btn-brand-outline{border-color:${c.primary};background:${c.surface};color:${c.primary}}.sf-btn-brand-outline:hover{background:${c.primarySubtle}}
/* The header's buttons are smaller on phones, as the app's header draws them. */
.sf-bar .sf-btn{min-height:${b.xs.height}px;padding:0 ${b.xs.paddingX}px;font-size:${b.xs.fontSize}}
.sf-btn-lg{min-height:${b.lg.height}px;padding:0 ${b.lg.paddingX}px;font-size:${b.lg.fontSize};flex:1;min-width:12rem}
.sf-btn:disabled{opacity:.5;cursor:not-allowed}
.sf-main{max-width:72rem;margin:0 auto;padding:16px 16px 32px;display:flex;flex-direction:column;gap:${s.page}px}
.sf-hero{border-radius:${r.card}px;padding:24px;overflow:hidden;background-size:cover;background-position:center}
.sf-hero h1{font-size:${t.heroTitle.phone};line-height:1.2;overflow-wrap:anywhere}
.sf-row{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.sf-grid{display:grid;grid-template-columns:repeat(${g.phone},minmax(0,1fr));gap:${s.gridGap}px;list-style:none;margin:0;padding:0}
.sf-card{position:relative;display:flex;flex-direction:column;gap:${s.cardGap}px;height:100%;background:${c.surface};border-radius:${r.card}px;padding:${s.cardPadding}px;box-shadow:${sh.card}}
.sf-card:hover{box-shadow:${sh.cardHover}}
.sf-card h3{font-size:${t.cardTitle};font-weight:${w.strong};line-height:1.3}
.sf-card-link{text-decoration:none}
.sf-card-link::after{content:"";position:absolute;inset:0}
.sf-card-img{height:${z.cardPicture}px;display:flex;align-items:center;justify-content:center}
.sf-card-img img{max-height:100%;max-width:100%;object-fit:contain}
.sf-price-line{display:flex;justify-content:space-between;gap:8px;font-size:${t.small}}
.sf-price-line strong{font-weight:${w.strong}}
.sf-card .sf-btn{position:relative;z-index:1;align-self:flex-start}
/* The card's spacer before its action (last of CARD_PARTS): the buttons of a row line up; a pseudo-element, not a <div> in each of 100 cards. */
.sf-card::before{content:"";flex:1;order:1}.sf-card>.sf-btn{order:2}
.sf-badges{display:flex;flex-wrap:wrap;gap:8px}
.sf-badge{display:inline-block;padding:0 8px;border-radius:${r.badge}px;font-size:${t.tiny};font-weight:${w.strong};line-height:1.6;background:${bt.neutral.background};color:${bt.neutral.colour}}
.sf-badge-outline{background:${bt.outline.background};box-shadow:inset 0 0 0 1px ${bt.outline.edge}}
.sf-badge-green{background:${bt.green.background};color:${bt.green.colour}}
.sf-badge-orange{background:${bt.orange.background};color:${bt.orange.colour}}
.sf-badge-red{background:${bt.red.background};color:${bt.red.colour}}
.sf-muted{color:${c.muted}}
.sf-label{font-weight:${w.strong}}
.sf-small{font-size:.875rem}
.sf-center{text-align:center}
.sf-notice{display:flex;flex-direction:column;gap:12px;padding:${s.panelPadding}px;border-radius:${r.card}px;background:${c.primarySubtle};border:1px solid ${c.primaryBorder}}
.sf-notice-actions{display:flex;flex-wrap:wrap;gap:8px}
.sf-back{display:inline-flex;align-items:center;gap:4px;align-self:flex-start;font-size:${t.small};color:${c.primary};text-decoration:none}
.sf-product{display:grid;grid-template-columns:1fr;gap:24px}
.sf-stack{display:flex;flex-direction:column;gap:${s.stack}px}
.sf-stack-lg{display:flex;flex-direction:column;gap:${s.section}px}
.sf-page{display:flex;flex-direction:column;gap:${s.page}px}
.sf-title{font-size:${t.sectionTitle};font-weight:${w.bold};line-height:1.3}
.sf-product h1{font-size:${t.pageTitle};line-height:1.2}
.sf-gallery-main{display:flex;align-items:center;justify-content:center;aspect-ratio:1;background:${c.surface};border-radius:${r.card}px;box-shadow:${sh.card};overflow:hidden;color:${c.placeholder}}
.sf-gallery-main img{max-width:100%;max-height:100%;object-fit:contain}
.sf-gallery-empty{display:none}
.sf-thumbs{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.sf-thumbs button{padding:0;border:2px solid transparent;border-radius:${r.control}px;background:${c.surface};overflow:hidden}
.sf-thumbs button[aria-pressed=true]{border-color:${c.primary}}
.sf-thumbs img{width:${z.thumbnail}px;height:${z.thumbnail}px;object-fit:contain;display:block}
.sf-choices{display:flex;flex-wrap:wrap;gap:8px}
.sf-choice{display:inline-flex;flex-direction:column;align-items:flex-start;min-height:${b.sm.height}px;padding:6px 12px;border-radius:${r.control}px;border:1px solid ${c.primary};background:${c.surface};color:${c.primary};font-size:${b.sm.fontSize};font-weight:${w.button};line-height:1.2;text-align:start}
.sf-choice:hover{background:${c.primarySubtle}}.sf-choice[aria-pressed=true]{background:${c.primary};color:${c.onPrimary}}
.sf-choice small{font-weight:${w.normal};font-size:${t.tiny}}
.sf-price{display:flex;flex-wrap:wrap;align-items:baseline;gap:12px;font-size:${t.price};font-weight:${w.bold}}
.sf-price span{font-size:${t.body};font-weight:${w.strong}}
.sf-price s{font-size:${t.body};font-weight:${w.normal};color:${c.muted}}
.sf-table{width:100%;border-collapse:collapse;font-size:.875rem;background:${c.surface}}
.sf-table caption{text-align:start;font-weight:${w.strong};padding-bottom:8px}
.sf-table td{padding:6px 8px;border-bottom:1px solid ${c.border}}
.sf-table td:last-child{text-align:end;font-weight:${w.strong}}
.sf-table .sf-sub{padding-left:24px}
.sf-buy{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px}
.sf-field{display:flex;flex-direction:column;gap:4px;width:8rem;font-size:${t.small};font-weight:${w.strong}}
.sf-field input{height:${b.lg.height}px;padding:0 12px;border:1px solid ${c.control};border-radius:${r.control}px;font:inherit;font-size:${t.body}}
.sf-panel{display:flex;flex-direction:column;gap:12px;background:${c.surface};border-radius:${r.card}px;padding:${s.panelPadding}px;box-shadow:${sh.card}}
.sf-panel h2{font-size:${t.sectionTitle}}
.sf-pre{white-space:pre-line}
.sf-layer{position:fixed;inset:0;z-index:30;display:flex;background:rgba(0,0,0,.64)}
.sf-gate{margin:auto;width:100%;max-width:24rem;background:${c.surface};border-radius:${r.card}px;padding:24px;display:flex;flex-direction:column;gap:12px}
.sf-gate h2{font-size:1.25rem}
.sf-gate-actions{display:flex;justify-content:flex-end;gap:8px;flex-wrap:wrap;margin-top:8px}
.sf-gate .sf-btn-outline{color:${c.text}}
.sf-drawer{width:100%;max-width:300px;height:100%;background:${c.surface};color:${c.text};display:flex;flex-direction:column}
.sf-drawer-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 8px 8px 16px;border-bottom:1px solid ${c.border};font-weight:600}
.sf-drawer nav{flex:1;overflow-y:auto;padding:8px 0}
.sf-drawer nav a{display:block;padding:10px 16px;text-decoration:none;border-left:3px solid transparent}
.sf-drawer nav a.sf-sub{padding-left:32px;font-size:.875rem}
.sf-drawer nav a[aria-current=page]{font-weight:600;border-left-color:${c.primary}}
.sf-drawer-foot{padding:16px;border-top:1px solid ${c.border};font-size:.75rem;color:${c.muted}}
.sf-snacks{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:40;width:calc(100% - 32px);max-width:28rem}
.sf-snack{padding:12px 16px;border-radius:${r.card}px;color:${c.onPrimary};box-shadow:0 4px 12px rgba(0,0,0,.2)}
.sf-snack-success{background:${c.success}}.sf-snack-error{background:${c.danger}}
/* Phones: the shop's name keeps the room; registering is one tap away from the login page. */
.sf-wide-only{display:none}
@media (min-width:600px){
.sf-wide-only{display:inline-flex}
.sf-bar{padding:0 16px;gap:12px}.sf-menu-btn,.sf-spacer{display:none}.sf-tabs{display:flex}
.sf-logo{font-size:${t.body}}.sf-logo img{max-width:160px}.sf-bar .sf-btn{font-size:${b.sm.fontSize};padding:0 ${b.sm.paddingX}px;min-height:${b.sm.height}px}.sf-actions .sf-icon-btn{width:40px}
.sf-main{padding:24px 24px 40px}.sf-hero{padding:40px}.sf-hero h1{font-size:${t.heroTitle.wide}}
.sf-grid{grid-template-columns:repeat(${g.tablet},minmax(0,1fr))}.sf-gallery-empty{display:flex}
}
@media (min-width:960px){.sf-grid{grid-template-columns:repeat(${g.desktop},minmax(0,1fr))}.sf-product{grid-template-columns:1fr 1fr;gap:40px}}
`.replace(/\n/g, '');
