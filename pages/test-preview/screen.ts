/** The test-preview screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Test preview',
  prerender: 'frame',
  aliases: ['/testPreview'],
} satisfies Screen;
