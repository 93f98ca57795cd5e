/**
 * The storefront's whole stylesheet, inlined in the page's head (no request, nothing to wait for):
 * plain CSS under `.sf` so that it never touches the app when it takes over the page. Colours keep
 * text at AA contrast; breakpoints are the platform's (600 / 960 px).
 */
export const STOREFRONT_CSS = `
html{-webkit-text-size-adjust:100%}body{margin:0}
.sf{min-height:100vh;background:#F7FAFC;color:#1A202C;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.sf *,.sf *::before,.sf *::after{box-sizing:border-box}
:where(.sf) a{color:inherit}
:where(.sf) :is(h1,h2,h3,p){margin:0}
:where(.sf) button{font:inherit;cursor:pointer}
.sf :focus-visible{outline:2px solid #156a80;outline-offset:2px}
.sf-bar{position:sticky;top:0;z-index:10;height:64px;display:flex;align-items:center;gap:4px;padding:0 4px}
.sf-bar a{text-decoration:none}
.sf-icon-btn{display:inline-flex;align-items:center;justify-content:center;position:relative;width:40px;height:40px;border:0;border-radius:6px;background:transparent;color:inherit;flex-shrink:0}
.sf-icon-btn:hover{background:rgba(127,127,127,.15)}
.sf-logo{display:inline-flex;align-items:center;min-width:0;max-width:45%;font-weight:700;font-size:1.05rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sf-logo span{min-width:0;overflow:hidden;text-overflow:ellipsis}
.sf-logo img{height:40px;max-width:120px;object-fit:contain}
.sf-logo-center{position:absolute;left:50%;transform:translateX(-50%);max-width:40%}
.sf-tabs{display:none;flex:1;min-width:0;height:64px;overflow-x:auto}
.sf-tab{display:inline-flex;align-items:center;gap:4px;height:64px;padding:0 12px;white-space:nowrap;font-size:.875rem;background:transparent;border:0;border-bottom:2px solid transparent;color:inherit;font-family:inherit}
.sf-dropdown{position:relative}
.sf-dropdown summary{list-style:none}.sf-dropdown summary::-webkit-details-marker{display:none}
.sf-dropdown-menu{position:fixed;top:60px;min-width:12rem;background:#fff;color:#1A202C;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.18);padding:4px 0;z-index:20}
.sf-dropdown-menu a{display:block;padding:8px 16px}
.sf-dropdown-menu a:hover{background:#EDF2F7}
.sf-spacer{flex:1}
.sf-actions{display:flex;align-items:center;gap:4px;flex-shrink:0}
.sf-actions .sf-icon-btn{width:36px}
.sf-count{position:absolute;top:0;right:0;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:#156a80;color:#fff;font-size:.7rem;font-weight:700;line-height:18px;text-align:center}
.sf-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:32px;padding:0 7px;border-radius:6px;border:1px solid transparent;font-size:.75rem;font-weight:600;white-space:nowrap;text-decoration:none}
.sf-btn-solid{background:#156a80;color:#fff}.sf-btn-solid:hover{background:#0f4f60}
.sf-btn-outline{border-color:currentColor;background:transparent;color:inherit}
.sf-btn-brand-outline{border-color:#156a80;background:#fff;color:#156a80}.sf-btn-brand-outline:hover{background:#e6f6fa}
.sf-btn-lg{min-height:48px;padding:0 20px;font-size:1rem;flex:1;min-width:12rem}
.sf-btn:disabled{opacity:.5;cursor:not-allowed}
.sf-main{max-width:72rem;margin:0 auto;padding:16px 16px 32px;display:flex;flex-direction:column;gap:24px}
.sf-hero{border-radius:8px;padding:24px;overflow:hidden;background-size:cover;background-position:center}
.sf-hero h1{font-size:1.875rem;line-height:1.2;overflow-wrap:anywhere}
.sf-row{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.sf-grid{display:grid;grid-template-columns:1fr;gap:16px;list-style:none;margin:0;padding:0}
.sf-card{position:relative;display:flex;flex-direction:column;gap:12px;height:100%;background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.sf-card:hover{box-shadow:0 4px 8px rgba(0,0,0,.12)}
.sf-card h3{font-size:1.125rem;line-height:1.3}
.sf-card-link{text-decoration:none}
.sf-card-link::after{content:"";position:absolute;inset:0}
.sf-card-img{height:160px;display:flex;align-items:center;justify-content:center}
.sf-card-img img{max-height:100%;max-width:100%;object-fit:contain}
.sf-price-line{display:flex;justify-content:space-between;gap:8px;font-size:.875rem}
.sf-card .sf-btn{position:relative;z-index:1;align-self:flex-start}
.sf-grow{flex:1}
.sf-badges{display:flex;flex-wrap:wrap;gap:8px}
.sf-badge{display:inline-block;padding:0 8px;border-radius:4px;font-size:.75rem;font-weight:600;line-height:1.6;background:#EDF2F7;color:#2D3748}
.sf-badge-outline{background:transparent;box-shadow:inset 0 0 0 1px #A0AEC0}
.sf-badge-green{background:#C6F6D5;color:#22543D}
.sf-badge-orange{background:#FEEBC8;color:#7B341E}
.sf-badge-red{background:#FED7D7;color:#822727}
.sf-muted{color:#4A5568}
.sf-small{font-size:.875rem}
.sf-center{text-align:center}
.sf-notice{display:flex;flex-direction:column;gap:12px;padding:20px;border-radius:8px;background:#e6f6fa;border:1px solid #95d8e7}
.sf-notice-actions{display:flex;flex-wrap:wrap;gap:8px}
.sf-back{display:inline-flex;align-items:center;gap:4px;align-self:flex-start;font-size:.875rem;color:#156a80;text-decoration:none}
.sf-product{display:grid;grid-template-columns:1fr;gap:24px}
.sf-stack{display:flex;flex-direction:column;gap:8px}
.sf-stack-lg{display:flex;flex-direction:column;gap:20px}
.sf-product h1{font-size:1.875rem;line-height:1.2}
.sf-gallery-main{display:flex;align-items:center;justify-content:center;aspect-ratio:1;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1);overflow:hidden}
.sf-gallery-main img{max-width:100%;max-height:100%;object-fit:contain}
.sf-gallery-empty{display:none}
.sf-thumbs{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.sf-thumbs button{padding:0;border:2px solid transparent;border-radius:6px;background:#fff;overflow:hidden}
.sf-thumbs button[aria-pressed=true]{border-color:#156a80}
.sf-thumbs img{width:64px;height:64px;object-fit:contain;display:block}
.sf-choices{display:flex;flex-wrap:wrap;gap:8px}
.sf-choice{display:inline-flex;flex-direction:column;align-items:flex-start;min-height:36px;padding:6px 12px;border-radius:6px;border:1px solid #156a80;background:#fff;color:#156a80;font-size:.875rem;font-weight:600;text-align:start}
.sf-choice[aria-pressed=true]{background:#156a80;color:#fff}
.sf-choice small{font-weight:400;font-size:.75rem}
.sf-price{display:flex;flex-wrap:wrap;align-items:baseline;gap:12px;font-size:1.875rem;font-weight:700}
.sf-price span{font-size:1rem;font-weight:600}
.sf-price s{font-size:1rem;font-weight:400;color:#4A5568}
.sf-table{width:100%;border-collapse:collapse;font-size:.875rem;background:#fff}
.sf-table caption{text-align:start;font-weight:600;padding-bottom:8px}
.sf-table td{padding:6px 8px;border-bottom:1px solid #E2E8F0}
.sf-table td:last-child{text-align:end;font-weight:600}
.sf-table .sf-sub{padding-left:24px}
.sf-buy{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px}
.sf-buy .sf-btn-lg{min-height:48px}
.sf-field{display:flex;flex-direction:column;gap:4px;width:8rem;font-size:.875rem;font-weight:600}
.sf-field input{height:48px;padding:0 12px;border:1px solid #A0AEC0;border-radius:6px;font:inherit;font-size:1rem}
.sf-panel{display:flex;flex-direction:column;gap:12px;background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.sf-panel h2{font-size:1.25rem}
.sf-pre{white-space:pre-line}
.sf-layer{position:fixed;inset:0;z-index:30;display:flex;background:rgba(0,0,0,.64)}
.sf-gate{margin:auto;width:100%;max-width:24rem;background:#fff;border-radius:8px;padding:24px;display:flex;flex-direction:column;gap:12px}
.sf-gate h2{font-size:1.25rem}
.sf-gate-actions{display:flex;justify-content:flex-end;gap:8px;flex-wrap:wrap;margin-top:8px}
.sf-gate .sf-btn{min-height:40px;padding:0 16px;font-size:.9rem}
.sf-gate .sf-btn-outline{color:#1A202C}
.sf-drawer{width:100%;max-width:300px;height:100%;background:#fff;color:#1A202C;display:flex;flex-direction:column}
.sf-drawer-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 8px 8px 16px;border-bottom:1px solid #E2E8F0;font-weight:600}
.sf-drawer nav{flex:1;overflow-y:auto;padding:8px 0}
.sf-drawer nav a{display:block;padding:10px 16px;text-decoration:none;border-left:3px solid transparent}
.sf-drawer nav a.sf-sub{padding-left:32px;font-size:.875rem}
.sf-drawer nav a[aria-current=page]{font-weight:600;border-left-color:#219EBC}
.sf-drawer-foot{padding:16px;border-top:1px solid #E2E8F0;font-size:.75rem;color:#4A5568}
.sf-snacks{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:40;width:calc(100% - 32px);max-width:28rem}
.sf-snack{padding:12px 16px;border-radius:8px;color:#fff;box-shadow:0 4px 12px rgba(0,0,0,.2)}
.sf-snack-success{background:#22543D}.sf-snack-error{background:#822727}
/* Phones: the shop's name keeps the room; registering is one tap away from the login page. */
.sf-wide-only{display:none}
@media (min-width:600px){
.sf-wide-only{display:inline-flex}
.sf-bar{padding:0 16px;gap:12px}.sf-menu-btn,.sf-spacer{display:none}.sf-tabs{display:flex}
.sf-logo img{max-width:160px}.sf-btn{font-size:.875rem;padding:0 12px;min-height:36px}.sf-actions .sf-icon-btn{width:40px}
.sf-main{padding:24px 24px 40px}.sf-hero{padding:40px}.sf-hero h1{font-size:2.25rem}
.sf-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.sf-gallery-empty{display:flex}
}
@media (min-width:960px){.sf-grid{grid-template-columns:repeat(3,minmax(0,1fr))}.sf-product{grid-template-columns:1fr 1fr;gap:40px}}
`.replace(/\n/g, '');
