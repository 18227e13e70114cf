/** The first name of a child's name: only it reaches an AI provider (privacy policy), never a surname. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
