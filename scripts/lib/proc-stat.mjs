// What the kernel says about a process in /proc/<pid>/stat (Linux). Used by stop() to tell a
// running process from a zombie, and by the bench for CPU time and memory.

/**
 * state, parent, process group, utime and stime (clock ticks) and rss (pages) from the text of
 * /proc/<pid>/stat. The command name in parentheses may contain spaces and parentheses, so
 * fields are counted after the last ')'.
 */
export function parseProcStat(text) {
  const afterName = text
    .slice(text.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  // afterName[0] is field 3 (state): field n is afterName[n - 3].
  const field = (n) => Number(afterName[n - 3]);
  return {
    state: afterName[0],
    ppid: field(4),
    pgrp: field(5),
    utime: field(14),
    stime: field(15),
    rssPages: field(24),
  };
}
