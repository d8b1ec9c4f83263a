import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

/// `schema/navgraph.schema.json` and `docs/FORMAT.md` agree with `FormatSpec`, the tables the loader reads.
@Suite struct FormatSpecTests {
  static let root = PackageRoot.url

  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: root.appendingPathComponent("schema/navgraph.schema.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The definition a `$ref` names (`#/$defs/tab`), or the value itself.
  static func resolve(_ value: [String: Any], in schema: [String: Any]) throws -> [String: Any] {
    guard let ref = value["$ref"] as? String else { return value }
    let name = try #require(ref.split(separator: "/").last.map(String.init))
    let defs = try #require(schema["$defs"] as? [String: Any])
    return try #require(defs[name] as? [String: Any])
  }

  /// The schema object that describes each `FormatSpec` object.
  static func object(_ spec: FormatSpec.ObjectSpec, in schema: [String: Any]) throws -> [String: Any] {
    let defs = try #require(schema["$defs"] as? [String: Any])
    switch spec.name {
    case "app": return schema
    case "link": return try #require(defs["linkObject"] as? [String: Any])
    default: return try #require(defs[spec.name] as? [String: Any])
    }
  }

  @Test func schemaIsDraft2020_12() throws {
    let schema = try Self.schema()
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  /// The stable identifier `make install` and docs/FORMAT.md name.
  @Test func schemaHasItsId() throws {
    let schema = try Self.schema()
    #expect(schema["$id"] as? String == "https://navgraph.dev/schema/navgraph.schema.json")
    let text = try String(contentsOf: Self.root.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8)
    #expect(text.contains("`https://navgraph.dev/schema/navgraph.schema.json`"))
  }

  @Test func sameKeysTypesRequiredSetsAndDefaults() throws {
    let schema = try Self.schema()
    for spec in FormatSpec.objects {
      let object = try Self.object(spec, in: schema)
      #expect(object["type"] as? String == "object", "\(spec.name)")
      #expect(object["additionalProperties"] as? Bool == false, "\(spec.name)")
      let properties = try #require(object["properties"] as? [String: Any])
      #expect(Set(properties.keys) == Set(spec.keys.map(\.name)), "\(spec.name)")
      #expect(Set(object["required"] as? [String] ?? []) == Set(spec.required), "\(spec.name)")
      for key in spec.keys {
        let property = try #require(properties[key.name] as? [String: Any], "\(spec.name).\(key.name)")
        let resolved = try Self.resolve(property, in: schema)
        #expect(resolved["type"] as? String == key.type.rawValue, "\(spec.name).\(key.name)")
        #expect(property["description"] as? String == key.summary, "\(spec.name).\(key.name)")
        if let text = key.defaultValue {
          let expected = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
          #expect("\(property["default"] ?? "none")" == "\(expected)", "\(spec.name).\(key.name)")
        } else {
          #expect(property["default"] == nil, "\(spec.name).\(key.name)")
        }
      }
    }
  }

  @Test func sameLinkKindsAndArrayItems() throws {
    let schema = try Self.schema()
    let defs = try #require(schema["$defs"] as? [String: Any])
    let linkObject = try #require(defs["linkObject"] as? [String: Any])
    let properties = try #require(linkObject["properties"] as? [String: Any])
    let kind = try #require(properties["kind"] as? [String: Any])
    #expect(kind["enum"] as? [String] == FormatSpec.linkKinds)
    #expect(FormatSpec.linkKinds == LinkKind.allCases.map(\.rawValue))

    // A link is a bare string (a push) or an object.
    let link = try #require(defs["link"] as? [String: Any])
    let oneOf = try #require(link["oneOf"] as? [[String: Any]])
    let forms = try oneOf.map { try Self.resolve($0, in: schema) }
    #expect(Set(forms.compactMap { $0["type"] as? String }) == ["string", "object"])

    // Arrays hold the objects they should.
    let app = try #require(schema["properties"] as? [String: Any])
    func items(_ property: Any?) throws -> [String: Any] {
      let array = try #require(property as? [String: Any])
      let items = try #require(array["items"] as? [String: Any])
      return try Self.resolve(items, in: schema)
    }
    #expect(try items(app["tabs"])["description"] as? String == "a tab of the tab bar")
    #expect(try items(app["screens"])["description"] as? String == "a screen")
    let screenObject = try #require(defs["screen"] as? [String: Any])
    let screen = try #require(screenObject["properties"] as? [String: Any])
    let links = try #require(screen["links"] as? [String: Any])
    #expect((links["items"] as? [String: Any])?["$ref"] as? String == "#/$defs/link")
    // A link's `then` holds links (format 1.1), themselves without a `then`.
    let then = try #require(properties["then"] as? [String: Any])
    let parts = try #require(then["items"] as? [String: Any])
    #expect(parts["$ref"] as? String == "#/$defs/link")
    #expect((parts["not"] as? [String: Any])?["required"] as? [String] == ["then"])
    let params = try #require(screen["params"] as? [String: Any])
    #expect(
      (params["additionalProperties"] as? [String: Any])?["type"] as? String
        == FormatSpec.paramValueType.rawValue)
  }

  /// `ignore` (on screens and links) maps exactly the suppressible codes to non-empty strings.
  @Test func ignoreNamesTheSuppressibleCodes() throws {
    let schema = try Self.schema()
    let defs = try #require(schema["$defs"] as? [String: Any])
    let ignore = try #require(defs["ignore"] as? [String: Any])
    let names = try #require(ignore["propertyNames"] as? [String: Any])
    #expect(names["enum"] as? [String] == DiagnosticCode.allCases.filter(\.isSuppressible).map(\.rawValue))
    let reason = try #require(ignore["additionalProperties"] as? [String: Any])
    #expect(reason["type"] as? String == "string")
    #expect(reason["minLength"] as? Int == 1)
    for object in ["screen", "linkObject"] {
      let properties = try #require((defs[object] as? [String: Any])?["properties"] as? [String: Any])
      #expect((properties["ignore"] as? [String: Any])?["$ref"] as? String == "#/$defs/ignore", "\(object)")
    }
  }

  @Test func formatDocumentationNamesEveryKeyAndKind() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8)
    for spec in FormatSpec.objects {
      for key in spec.keys { #expect(text.contains("| `\(key.name)` |"), "\(spec.name).\(key.name)") }
    }
    for kind in FormatSpec.linkKinds { #expect(text.contains("| `\(kind)` |"), "\(kind)") }
  }
}
