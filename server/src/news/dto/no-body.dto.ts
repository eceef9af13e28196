/** Actions that take no input: any field sent is refused as unknown. */
export class NoBodyDto {}
