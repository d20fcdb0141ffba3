import type { Locator } from '@playwright/test';

/** One control whose text does not fit: what it is, its text, and by how many pixels it overflows. */
export type Clipped = { control: string; text: string; overflowPx: number };

/**
 * Every visible control inside `root` whose text is cut: selects (each option's label against the
 * select's content box, since the closed select shows whichever is chosen), inputs' placeholders
 * and values (measured with a canvas in the input's own font against its content box: an input
 * never reports overflow through scrollWidth), and buttons, links and summaries whose content is
 * wider or taller than their box (scrollWidth/scrollHeight), or which stick out of the viewport.
 * Text is measured in the element's computed font, so the check holds in every locale and font.
 */
export function clippedControls(root: Locator): Promise<Clipped[]> {
  return root.evaluate((container) => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d')!;
    const found: { control: string; text: string; overflowPx: number }[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && element.checkVisibility();
    };
    // sr-only elements are 1×1 px clipped on purpose.
    const srOnly = (element: Element) => getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)' || getComputedStyle(element).clipPath === 'inset(50%)';
    const textWidth = (element: Element, text: string) => {
      const style = getComputedStyle(element);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
      return context.measureText(text).width;
    };
    const contentWidth = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const label = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ?? '';
      return `${element.tagName.toLowerCase()}${id}${label ? ` "${label.trim()}"` : ''}`;
    };
    // Half a pixel of slack for sub-pixel rounding between canvas and layout.
    const SLACK = 0.5;

    for (const select of container.querySelectorAll('select')) {
      if (!visible(select)) continue;
      const room = contentWidth(select);
      for (const option of select.options) {
        const over = textWidth(select, option.text) - room;
        if (over > SLACK) found.push({ control: name(select), text: option.text, overflowPx: Math.round(over) });
      }
    }
    for (const input of container.querySelectorAll('input')) {
      if (!visible(input) || ['hidden', 'checkbox', 'radio'].includes(input.type)) continue;
      const room = contentWidth(input);
      for (const text of [input.placeholder, input.value].filter(Boolean)) {
        const over = textWidth(input, text) - room;
        if (over > SLACK) found.push({ control: name(input), text, overflowPx: Math.round(over) });
      }
    }
    for (const element of container.querySelectorAll<HTMLElement>('button, a, summary, label, [role="button"]')) {
      if (!visible(element) || srOnly(element)) continue;
      const overX = element.scrollWidth - element.clientWidth;
      const overY = element.scrollHeight - element.clientHeight;
      const box = element.getBoundingClientRect();
      const outside = Math.max(box.right - document.documentElement.clientWidth, -box.left);
      const over = Math.max(overX, overY, outside);
      if (over > SLACK) found.push({ control: name(element), text: (element.textContent ?? '').trim(), overflowPx: Math.round(over) });
      // Text cut by an ellipsis inside the element (a truncated span).
      for (const part of element.querySelectorAll<HTMLElement>('span')) {
        if (!visible(part) || srOnly(part)) continue;
        if (part.scrollWidth - part.clientWidth > SLACK) found.push({ control: name(element), text: (part.textContent ?? '').trim(), overflowPx: part.scrollWidth - part.clientWidth });
      }
    }
    return found;
  });
}
