import { NOTICE_HTML } from '@bo/contract';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the rich-text editor can write: headings, emphasis, lists, quotes, code, rules, links and
 * images. Everything it writes must be on the rich-text allow-list, or saving would lose it.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, protocols: [...NOTICE_HTML.linkSchemes] },
  }),
  Image,
];
