/**
 * Product pictures are drawn on request as SVG from the product's own data, so the seed needs
 * no image files and no external hosts.
 */
export const PRODUCT_IMAGE_ROUTE = '/media/products';

export const productImagePath = (productId: number): string => `${PRODUCT_IMAGE_ROUTE}/${productId}.svg`;

const IMAGE_SIZE = 600;
const HUE_STEPS = 360;
/** Golden-angle hue spacing gives neighbouring brands clearly different colours. */
const GOLDEN_ANGLE_DEGREES = 137.508;
const MAX_LABEL_CHARS = 32;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderProductSvg(input: { brandId: number; brandName: string; productName: string }): string {
  const hue = Math.round((input.brandId * GOLDEN_ANGLE_DEGREES) % HUE_STEPS);
  const label = input.productName.length > MAX_LABEL_CHARS ? `${input.productName.slice(0, MAX_LABEL_CHARS - 1)}…` : input.productName;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(input.productName)}">
<rect width="600" height="600" fill="hsl(${hue} 35% 94%)"/>
<rect x="220" y="110" width="160" height="300" rx="28" fill="hsl(${hue} 45% 45%)"/>
<rect x="255" y="70" width="90" height="50" rx="10" fill="hsl(${hue} 30% 25%)"/>
<rect x="240" y="210" width="120" height="110" rx="8" fill="hsl(${hue} 35% 92%)"/>
<text x="300" y="470" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="hsl(${hue} 30% 20%)">${escapeXml(input.brandName)}</text>
<text x="300" y="515" font-family="sans-serif" font-size="22" text-anchor="middle" fill="hsl(${hue} 20% 30%)">${escapeXml(label)}</text>
</svg>`;
}
