// A search text matched literally by LIKE/ILIKE (and Prisma's `contains`, which wraps it in %…%):
// PostgreSQL's default escape character is the backslash.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
