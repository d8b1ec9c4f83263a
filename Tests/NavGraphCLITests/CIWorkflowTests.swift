import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// The CI files of docs/ci/ (quoted in docs/CI.md): they are YAML (read by the subset reader below)
/// and every `navgraph` command they run exists and its options parse with the command's own
/// parser.
@Suite struct CIWorkflowTests {
  /// The YAML this test reads: block mappings and sequences by indentation, plain and quoted
  /// scalars, flow sequences kept as text, `|` literal blocks, null (an empty value), full-line
  /// comments.
  indirect enum YAML: Equatable {
    case scalar(String)
    case list([YAML])
    case map([String: YAML], keys: [String])

    subscript(key: String) -> YAML? {
      if case .map(let members, _) = self { return members[key] }
      return nil
    }

    var items: [YAML] {
      if case .list(let items) = self { return items }
      return []
    }

    var text: String? {
      if case .scalar(let text) = self { return text }
      return nil
    }
  }

  struct YAMLError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  /// A reader of the subset: every line is indented by spaces only, a mapping's keys share one
  /// indentation, a nested block is indented deeper, a sequence item is `- ` at its parent's
  /// indentation or deeper; anything else is an error at its line.
  struct Reader {
    var lines: [(number: Int, indent: Int, text: String)] = []
    var i = 0

    init(_ source: String) throws {
      for (n, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard !raw.contains("\t") else { throw YAMLError(line: n + 1, message: "a tab") }
        let text = raw.drop { $0 == " " }
        if text.isEmpty || text.hasPrefix("#") { continue }
        lines.append((n + 1, raw.count - text.count, String(text)))
      }
    }

    mutating func document() throws -> YAML {
      let value = try block(indent: 0)
      if i < lines.count { throw YAMLError(line: lines[i].number, message: "unexpected indentation") }
      return value
    }

    mutating func block(indent: Int) throws -> YAML {
      guard i < lines.count else { throw YAMLError(line: lines.last?.number ?? 0, message: "missing value") }
      return lines[i].text.hasPrefix("- ")
        ? try list(indent: lines[i].indent) : try map(indent: lines[i].indent)
    }

    mutating func list(indent: Int) throws -> YAML {
      var items: [YAML] = []
      while i < lines.count, lines[i].indent == indent, lines[i].text.hasPrefix("- ") {
        let content = String(lines[i].text.dropFirst(2))
        if Self.keyValue(content) != nil {
          // `- key: value`: a mapping whose first key is on the item's line.
          lines[i] = (lines[i].number, indent + 2, content)
          items.append(try map(indent: indent + 2))
        } else {
          items.append(.scalar(Self.unquoted(content)))
          i += 1
        }
      }
      return .list(items)
    }

    mutating func map(indent: Int) throws -> YAML {
      var members: [String: YAML] = [:]
      var keys: [String] = []
      while i < lines.count, lines[i].indent == indent {
        let line = lines[i]
        guard let (key, rest) = Self.keyValue(line.text) else {
          throw YAMLError(line: line.number, message: "expected 'key: value', found '\(line.text)'")
        }
        guard members[key] == nil else {
          throw YAMLError(line: line.number, message: "duplicate key '\(key)'")
        }
        i += 1
        let value: YAML
        if rest == "|" {
          var text: [String] = []
          var inner: Int?
          while i < lines.count, lines[i].indent > indent {
            inner = inner ?? lines[i].indent
            guard lines[i].indent >= inner! else {
              throw YAMLError(line: lines[i].number, message: "a literal block line left of the block")
            }
            text.append(String(repeating: " ", count: lines[i].indent - inner!) + lines[i].text)
            i += 1
          }
          value = .scalar(text.joined(separator: "\n"))
        } else if rest.isEmpty {
          // A nested block, or null (`pull_request:`), read as the empty scalar.
          if i < lines.count,
            lines[i].indent > indent || (lines[i].indent == indent && lines[i].text.hasPrefix("- "))
          {
            value = try block(indent: lines[i].indent)
          } else {
            value = .scalar("")
          }
        } else {
          value = .scalar(Self.unquoted(rest))
        }
        members[key] = value
        keys.append(key)
      }
      if i < lines.count, lines[i].indent > indent {
        throw YAMLError(line: lines[i].number, message: "unexpected indentation")
      }
      return .map(members, keys: keys)
    }

    /// `key: value` or `key:`; nil when the text is not a mapping entry.
    static func keyValue(_ text: String) -> (String, String)? {
      guard let colon = text.firstIndex(of: ":") else { return nil }
      let key = text[..<colon]
      let after = text[text.index(after: colon)...]
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || "_-.$".contains($0) }),
        after.isEmpty || after.hasPrefix(" ")
      else { return nil }
      return (String(key), after.trimmingCharacters(in: .whitespaces))
    }

    static func unquoted(_ text: String) -> String {
      if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
        return String(text.dropFirst().dropLast())
      }
      return text
    }
  }

  static func file(_ name: String) throws -> String {
    try String(contentsOf: PackageRoot.url.appendingPathComponent("docs/ci/\(name)"), encoding: .utf8)
  }

  /// Every `navgraph ...` command in a shell script: its words, up to a redirection, pipe, `||`,
  /// `&&` or `;`, with double quotes removed.
  static func commands(in script: String) -> [[String]] {
    var commands: [[String]] = []
    for line in script.split(separator: "\n") {
      var words: [String] = []
      var word = ""
      var quoted = false
      var inWord = false
      func end() {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      }
      func finish() {
        end()
        if words.first == "navgraph" { commands.append(words) }
        words = []
      }
      for c in line {
        if quoted {
          if c == "\"" { quoted = false } else { word.append(c) }
        } else if c == "\"" {
          quoted = true
          inWord = true
        } else if c == " " {
          end()
        } else if ">|;&".contains(c) {
          finish()
        } else {
          word.append(c)
          inWord = true
        }
      }
      finish()
    }
    return commands
  }

  /// Parses `words` (`navgraph <command> ...`) as `navgraph` would, without running it.
  static func parses(_ words: [String]) throws {
    let command = try #require(NavGraphCommand.command(named: words[1]), "\(words)")
    _ = try ParsedArguments.parse(Array(words.dropFirst(2)), for: command.spec)
  }

  @Test func theGitHubWorkflowIsValidAndRunsWhatCI_mdSays() throws {
    var reader = try Reader(try Self.file("github-workflow.yml"))
    let workflow = try reader.document()
    #expect(workflow["name"]?.text == "navigation")
    #expect(workflow["on"]?["pull_request"] != nil)
    #expect(workflow["permissions"]?["security-events"]?.text == "write")
    let steps = try #require(workflow["jobs"]?["navgraph"]?["steps"]?.items)
    let runs = steps.compactMap { $0["run"]?.text }
    let uses = steps.compactMap { $0["uses"]?.text }
    #expect(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") })
    #expect(runs.contains { $0.contains("apt-get install") && $0.contains("graphviz") })
    let commands = runs.flatMap(Self.commands)
    #expect(commands.contains { $0.starts(with: ["navgraph", "check", "--format", "sarif"]) })
    #expect(commands.contains { $0.starts(with: ["navgraph", "diff", "--git"]) && $0.contains("markdown") })
    #expect(commands.count == 3)
    for command in commands { try Self.parses(command) }
  }

  @Test func theGitLabJobIsValid() throws {
    var reader = try Reader(try Self.file("gitlab-ci.yml"))
    let pipeline = try reader.document()
    let job = try #require(pipeline["navgraph"])
    let script = (job["before_script"]?.items ?? []) + (job["script"]?.items ?? [])
    let commands = script.compactMap(\.text).flatMap(Self.commands)
    #expect(commands.map { $0[1] } == ["diff", "check"])
    for command in commands { try Self.parses(command) }
    #expect(job["artifacts"]?["when"]?.text == "always")
  }

  /// The reader refuses what is not in the subset, at its line, so the files above are read for real.
  @Test func theReaderFindsErrors() {
    for (text, line) in [
      ("a: 1\n b: 2\n", 2), ("a: 1\n  - b\n", 2), ("a: 1\na: 2\n", 2), ("a:\n\t- b\n", 2), ("- a\nb: 1\n", 2),
    ] {
      #expect(throws: YAMLError.self, "\(text)") {
        var reader = try Reader(text)
        _ = try reader.document()
      }
      do {
        var reader = try Reader(text)
        _ = try reader.document()
      } catch let error as YAMLError {
        #expect(error.line == line, "\(text)")
      } catch {}
    }
    // A command whose option does not exist does not parse.
    #expect(throws: UsageError.self) { try Self.parses(["navgraph", "diff", "--gti", "HEAD", "app.json"]) }
  }

  /// docs/CI.md quotes both files whole.
  @Test func ciDocumentationQuotesTheFiles() throws {
    let doc = try String(contentsOf: PackageRoot.url.appendingPathComponent("docs/CI.md"), encoding: .utf8)
    for name in ["github-workflow.yml", "gitlab-ci.yml"] {
      #expect(doc.contains("```yaml\n" + (try Self.file(name)) + "```\n"), "\(name)")
    }
  }
}
