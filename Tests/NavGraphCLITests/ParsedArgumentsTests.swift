import NavGraph
import Testing

@testable import NavGraphCLI

@Suite struct ParsedArgumentsTests {
  func parse(_ arguments: [String], _ command: CommandSpec = CheckCommand.spec) throws -> ParsedArguments {
    try ParsedArguments.parse(arguments, for: command)
  }

  func usageError(_ arguments: [String], _ command: CommandSpec = CheckCommand.spec) -> String? {
    do {
      _ = try ParsedArguments.parse(arguments, for: command)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func separateAndInlineValues() throws {
    #expect(try parse(["--format", "json"]).value("format") == "json")
    #expect(try parse(["--format=json"]).value("format") == "json")
    #expect(try parse(["--max-steps=3", "app.json"]).value("max-steps") == "3")
    #expect(try parse(["--max-steps=3", "app.json"]).positionals == ["app.json"])
  }

  @Test func shortOptionForms() throws {
    for form in [
      ["-o", "map.svg"], ["-omap.svg"], ["-o=map.svg"], ["--output", "map.svg"], ["--output=map.svg"],
    ] {
      #expect(try parse(form, RenderCommand.spec).value("output") == "map.svg", "\(form)")
    }
  }

  @Test func flagsAndRepeatedOptions() throws {
    let parsed = try parse(["--strict", "--strict", "--format", "json", "--format=json"])
    #expect(parsed.has("strict"))
    #expect(!parsed.has("disable"))
    #expect(parsed.occurrences["format"] == [["json"]])
    #expect(
      usageError(["--format", "json", "--format", "sarif"])
        == "'--format <format>' given twice with different values: 'json' and 'sarif'")
    #expect(
      usageError(["--output", "a.svg", "-o", "b.svg"], RenderCommand.spec)
        == "'-o <path>' given twice with different values: 'a.svg' and 'b.svg'")
    #expect(try parse(["-o", "a.svg", "--output=a.svg"], RenderCommand.spec).value("output") == "a.svg")
    #expect(
      usageError(["--no-findings", "--findings"], RenderCommand.spec)
        == "'--findings' and '--no-findings' cannot be used together")
    #expect(
      usageError(["--no-layout", "--layout=dot"], RenderCommand.spec)
        == "'--layout <engine>' and '--no-layout' cannot be used together")
    #expect(try parse(["--findings", "--findings"], RenderCommand.spec).has("findings"))
  }

  @Test func choicesIgnoreCaseAndKeepTheirSpelling() throws {
    #expect(try parse(["--format", "JSON"]).value("format") == "json")
    #expect(try parse(["--format", "json", "--format", "Json"]).value("format") == "json")
    for (given, direction) in [("tb", "TB"), ("Bt", "BT"), ("lr", "LR"), ("RL", "RL")] {
      #expect(try parse(["--rankdir", given], RenderCommand.spec).value("rankdir") == direction)
    }
    #expect(
      usageError(["--rankdir", "tp"], RenderCommand.spec)
        == "invalid value 'tp' for '--rankdir <direction>'; did you mean 'TB'?")
    #expect(try parse(["--layout", "SFDP"], RenderCommand.spec).value("layout") == "sfdp")
    #expect(
      usageError(["--layout", "osage"], RenderCommand.spec)
        == "invalid value 'osage' for '--layout <engine>'; expected one of: dot, neato, fdp, sfdp, circo, twopi"
    )
  }

  @Test func repeatableOptionsCollectEveryValue() throws {
    let parsed = try parse(["--disable", "cycle", "--disable=trap", "x.json"])
    #expect(parsed.all("disable") == ["cycle", "trap"])
  }

  @Test func twoValueOption() throws {
    let parsed = try parse(["--highlight", "C", "E", "app.json"], RenderCommand.spec)
    #expect(parsed.values("highlight") == ["C", "E"])
    #expect(parsed.positionals == ["app.json"])
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try parse(["--strict", "--", "--format", "-h", "-"])
    #expect(parsed.positionals == ["--format", "-h", "-"])
    #expect(!parsed.wantsHelp)
    #expect(parsed.value("format") == nil)
  }

  @Test func dashIsStandardInputAndAValue() throws {
    #expect(try parse(["-"]).positionals == ["-"])
    #expect(try parse(["-o", "-"], RenderCommand.spec).value("output") == "-")
  }

  @Test func negativeNumbersAreValuesForTheOptionToJudge() throws {
    #expect(try parse(["--max-steps", "-3"]).value("max-steps") == "-3")
    #expect(try parse(["-5"], PathCommand.spec).positionals == ["-5"])
  }

  @Test func helpAnywhereBeforeDoubleDash() throws {
    #expect(try parse(["--format", "json", "-h"]).wantsHelp)
    #expect(try parse(["--bogus", "--help"]).wantsHelp)
    #expect(try !parse(["--", "--help"]).wantsHelp)
  }

  @Test func errors() {
    #expect(usageError(["--foo"]) == "unknown option '--foo'")
    #expect(usageError(["--fromat", "json"]) == "unknown option '--fromat'; did you mean '--format'?")
    #expect(usageError(["-x"]) == "unknown option '-x'")
    #expect(usageError(["--format"]) == "missing value for '--format <format>'")
    #expect(usageError(["--format", "--strict"]) == "missing value for '--format <format>'")
    #expect(usageError(["-o"], RenderCommand.spec) == "missing value for '-o <path>'")
    #expect(
      usageError(["--highlight", "C"], RenderCommand.spec) == "missing value for '--highlight <from> <to>'")
    #expect(
      usageError(["--highlight=C"], RenderCommand.spec) == "option '--highlight <from> <to>' takes 2 values")
    #expect(usageError(["--strict=yes"]) == "option '--strict' does not take a value")
    #expect(usageError(["-hx"]) == "unknown option '-hx'")
    #expect(
      usageError(["--format", "jsn"]) == "invalid value 'jsn' for '--format <format>'; did you mean 'json'?")
    #expect(
      usageError(["--format=xml"])
        == "invalid value 'xml' for '--format <format>'; expected one of: text, json, sarif, github")
    #expect(
      usageError(["--color", "sometimes"])
        == "invalid value 'sometimes' for '--color <when>'; expected one of: auto, always, never")
  }

  /// The command line suggests with the library's rule (`NearMatch`).
  @Test func nearMiss() {
    #expect(NearMatch.suggestion(for: "foo", among: ["format", "strict"]) == nil)
    #expect(NearMatch.suggestion(for: "chek", among: ["check", "path"]) == "check")
    #expect(NearMatch.suggestion(for: "Detial", among: ["Detail", "Details"]) == "Detail")
    #expect(usageError(["--stirct"]) == "unknown option '--stirct'; did you mean '--strict'?")
  }

  @Test func helpLayout() {
    #expect(HelpText.wrap("a bb ccc dddd", width: 6) == ["a bb", "ccc", "dddd"])
    let help = HelpText.render(CheckCommand.spec)
    #expect(help.hasPrefix("OVERVIEW: Check a navigation description"))
    #expect(help.contains("\nUSAGE: navgraph check [<options>] [<file>]\n"))
    #expect(help.contains("  -h, --help              Show help information.\n"))
    #expect(help.contains("EXIT STATUS:\n  0   success\n"))
    for line in help.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
  }
}
