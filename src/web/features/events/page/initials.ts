/** Up to two initials of a name for a generated avatar, skipping titles: "Dr. Sneha Kulkarni" → "SK". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|prof|mr|mrs|ms)\.?$/i.test(word))
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return picked.map((word) => word[0]!.toLocaleUpperCase()).join('') || '?';
}
