// The buyer's export of their teachers and their use of the curriculum (issue #25), for renewals: one row per
// licence given, as a spreadsheet opens it. A cell that starts like a formula is written as text, so a
// teacher's name can never run in the buyer's spreadsheet.
export type UsageCsvRow = {
  level: string;
  teacherEmail: string;
  teacherName: string;
  status: string;
  claimedOn: string;
  licenceEnds: string;
  lastOpened: string;
  lessonsDownloaded: number;
  filesDownloaded: number;
};

const HEADER = ["Level", "Teacher email", "Teacher name", "Status", "Claimed on", "License ends", "Last opened the curriculum", "Lessons downloaded", "Files downloaded"];

export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function usageCsv(rows: UsageCsvRow[]): string {
  const lines = [HEADER, ...rows.map((r) => [r.level, r.teacherEmail, r.teacherName, r.status, r.claimedOn, r.licenceEnds, r.lastOpened, r.lessonsDownloaded, r.filesDownloaded])];
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
