// The curriculum's addresses, file names and licence term (issue #25; decision 0048).
import { describe, expect, it } from "vitest";
import { curriculumPaths, downloadName, formatFileSize, LICENCE_TERM_MS, licenceExpiresAt, materialByFile, MATERIALS, numberIn, unitZipName, zipEntryName } from "~/domain/curriculum";

describe("curriculum addresses", () => {
  it("reads unit-N and lesson-N, and nothing else", () => {
    expect(numberIn("unit-1", "unit")).toBe(1);
    expect(numberIn("lesson-12", "lesson")).toBe(12);
    for (const bad of ["unit-0", "unit-01", "unit-100", "unit-x", "unit-", "Unit-1", "lesson-1", "unit-1/..", "unit-1 ", undefined]) expect(numberIn(bad, "unit")).toBeNull();
  });

  it("lists a lesson's five materials, each found by its file name only", () => {
    expect(MATERIALS.map((m) => m.label)).toEqual(["Lesson plan", "Student worksheet", "Slides", "Listening track", "Answer key"]);
    expect(materialByFile("listening.mp3")?.contentType).toBe("audio/mpeg");
    expect(materialByFile("lesson-plan.pdf")?.key).toBe("lessonPlan");
    for (const bad of ["lesson-plan", "../lesson-plan.pdf", "LESSON-PLAN.PDF", "secret.pdf", ""]) expect(materialByFile(bad)).toBeNull();
  });

  it("builds the level, unit, lesson, file and ZIP addresses, and the names files download under", () => {
    const plan = materialByFile("lesson-plan.pdf")!;
    expect(curriculumPaths.level("k2-level-1")).toBe("/account/my-products/k2-level-1");
    expect(curriculumPaths.unit("k2-level-1", 1)).toBe("/account/my-products/k2-level-1/unit-1");
    expect(curriculumPaths.lesson("k2-level-1", 1, 2)).toBe("/account/my-products/k2-level-1/unit-1/lesson-2");
    expect(curriculumPaths.file("k2-level-1", 1, 2, plan)).toBe("/account/my-products/k2-level-1/unit-1/lesson-2/lesson-plan.pdf");
    expect(curriculumPaths.zip("k2-level-1", 1)).toBe("/account/my-products/k2-level-1/unit-1/all-materials.zip");
    expect(downloadName("k2-level-1", 1, 2, plan)).toBe("k2-level-1-unit-1-lesson-2-lesson-plan.pdf");
    expect(unitZipName("9-12-spanish-2", 1)).toBe("9-12-spanish-2-unit-1.zip");
    expect(zipEntryName(1, 3, plan)).toBe("unit-1/lesson-3/lesson-plan.pdf");
  });
});

describe("a licence's term", () => {
  it("is twelve months from the day its order is paid", () => {
    const paid = Date.parse("2026-09-01T15:00:00Z");
    expect(LICENCE_TERM_MS).toBe(365 * 24 * 60 * 60 * 1000);
    expect(new Date(licenceExpiresAt(paid)).toISOString()).toBe("2027-09-01T15:00:00.000Z");
  });
});

describe("file sizes as the download links show them", () => {
  it("rounds up to whole KB under a megabyte, one decimal above", () => {
    expect(formatFileSize(1)).toBe("1 KB");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1025)).toBe("2 KB");
    expect(formatFileSize(48_000)).toBe("47 KB");
    expect(formatFileSize(1_468_006)).toBe("1.4 MB");
  });
});
