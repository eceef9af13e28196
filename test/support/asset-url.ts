/** What an imported image (import flag from './x.svg') is under Jest: a URL. */
export default '/assets/image.svg';
