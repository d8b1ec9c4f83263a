import Foundation

/// Validates SARIF output against the structure the SARIF 2.1.0 schema requires of the objects
/// NavGraph writes: required properties, the allowed property names (the schema closes these
/// objects with `additionalProperties: false`), enumerations and minimums.
enum SARIFStructure {
  /// Allowed and required properties of each SARIF object kind NavGraph emits, from sarif-schema-2.1.0.json.
  static let objects: [String: (allowed: Set<String>, required: Set<String>)] = [
    "sarifLog": (
      ["$schema", "version", "runs", "inlineExternalProperties", "properties"], ["version", "runs"]
    ),
    "run": (
      [
        "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
        "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates",
        "baselineGuid",
        "redactionReleases", "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind",
        "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses", "translations",
        "policies", "webRequests", "webResponses", "specialLocations", "properties",
      ], ["tool"]
    ),
    "tool": (["driver", "extensions", "properties"], ["driver"]),
    "toolComponent": (
      [
        "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription",
        "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri",
        "informationUri", "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language",
        "contents", "isComprehensive", "localizedDataSemanticVersion",
        "minimumRequiredLocalizedDataSemanticVersion",
        "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties",
      ], ["name"]
    ),
    "reportingDescriptor": (
      [
        "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
        "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
        "properties",
      ], ["id"]
    ),
    "reportingConfiguration": (["enabled", "level", "rank", "parameters", "properties"], []),
    "result": (
      [
        "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
        "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows",
        "graphs",
        "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
        "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse",
        "properties",
      ], ["message"]
    ),
    "location": (
      [
        "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties",
      ], []
    ),
    "physicalLocation": (["address", "artifactLocation", "region", "contextRegion", "properties"], []),
    "artifactLocation": (["uri", "uriBaseId", "index", "description", "properties"], []),
    "region": (
      [
        "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
        "byteLength",
        "snippet", "message", "sourceLanguage", "properties",
      ], []
    ),
    "message": (["text", "markdown", "id", "arguments", "properties"], []),
    "multiformatMessageString": (["text", "markdown", "properties"], ["text"]),
  ]

  static let levels: Set<String> = ["none", "note", "warning", "error"]

  /// Every violation found, as `path: problem`; empty when the log is valid.
  static func violations(_ log: String) -> [String] {
    guard let root = try? JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any] else {
      return ["$: not a JSON object"]
    }
    var problems: [String] = []
    func check(_ value: Any?, _ kind: String, _ path: String) -> [String: Any] {
      guard let object = value as? [String: Any] else {
        problems.append("\(path): not an object")
        return [:]
      }
      let spec = objects[kind]!
      for key in object.keys where !spec.allowed.contains(key) {
        problems.append("\(path).\(key): not allowed")
      }
      for key in spec.required where object[key] == nil { problems.append("\(path).\(key): missing") }
      return object
    }
    func formatted(_ value: Any?, _ path: String) {
      let object = check(value, "multiformatMessageString", path)
      if !(object["text"] is String) { problems.append("\(path).text: not a string") }
    }
    func physical(_ value: Any?, _ path: String) {
      let object = check(value, "physicalLocation", path)
      let artifact = check(object["artifactLocation"], "artifactLocation", path + ".artifactLocation")
      if let uri = artifact["uri"] as? String {
        if URL(string: uri) == nil { problems.append("\(path).artifactLocation.uri: not a URI reference") }
      } else {
        problems.append("\(path).artifactLocation.uri: missing")
      }
      let region = check(object["region"], "region", path + ".region")
      for key in ["startLine", "startColumn"] where (region[key] as? Int ?? 0) < 1 {
        problems.append("\(path).region.\(key): not an integer of 1 or more")
      }
    }

    let top = check(root, "sarifLog", "$")
    if top["version"] as? String != "2.1.0" { problems.append("$.version: not 2.1.0") }
    guard let runs = top["runs"] as? [Any], !runs.isEmpty else {
      return problems + ["$.runs: not a non-empty array"]
    }
    for (r, runValue) in runs.enumerated() {
      let path = "$.runs[\(r)]"
      let run = check(runValue, "run", path)
      if let columnKind = run["columnKind"],
        !["utf16CodeUnits", "unicodeCodePoints"].contains(columnKind as? String)
      {
        problems.append("\(path).columnKind: invalid")
      }
      let tool = check(run["tool"], "tool", path + ".tool")
      let driver = check(tool["driver"], "toolComponent", path + ".tool.driver")
      if !(driver["name"] is String) { problems.append("\(path).tool.driver.name: not a string") }
      let rules = driver["rules"] as? [Any] ?? []
      var ids: [String] = []
      for (i, ruleValue) in rules.enumerated() {
        let rulePath = "\(path).tool.driver.rules[\(i)]"
        let rule = check(ruleValue, "reportingDescriptor", rulePath)
        ids.append(rule["id"] as? String ?? "")
        for key in ["shortDescription", "fullDescription", "help"] where rule[key] != nil {
          formatted(rule[key], "\(rulePath).\(key)")
        }
        let configuration = check(rule["defaultConfiguration"] ?? [:], "reportingConfiguration", rulePath)
        if let level = configuration["level"], !levels.contains(level as? String ?? "") {
          problems.append("\(rulePath).defaultConfiguration.level: invalid")
        }
      }
      if Set(ids).count != ids.count { problems.append("\(path).tool.driver.rules: duplicate ids") }
      guard let results = run["results"] as? [Any] else {
        problems.append("\(path).results: not an array")
        continue
      }
      for (i, resultValue) in results.enumerated() {
        let resultPath = "\(path).results[\(i)]"
        let result = check(resultValue, "result", resultPath)
        let message = check(result["message"], "message", resultPath + ".message")
        if !(message["text"] is String) { problems.append("\(resultPath).message.text: not a string") }
        if let level = result["level"], !levels.contains(level as? String ?? "") {
          problems.append("\(resultPath).level: invalid")
        }
        if let ruleId = result["ruleId"] as? String {
          if let index = result["ruleIndex"] as? Int {
            if index < 0 || index >= ids.count || ids[index] != ruleId {
              problems.append("\(resultPath).ruleIndex: does not name rule '\(ruleId)'")
            }
          }
        }
        for (j, location) in (result["locations"] as? [Any] ?? []).enumerated() {
          let object = check(location, "location", "\(resultPath).locations[\(j)]")
          physical(object["physicalLocation"], "\(resultPath).locations[\(j)].physicalLocation")
        }
        for (j, location) in (result["relatedLocations"] as? [Any] ?? []).enumerated() {
          let related = "\(resultPath).relatedLocations[\(j)]"
          let object = check(location, "location", related)
          if let id = object["id"], (id as? Int ?? -1) < 0 { problems.append("\(related).id: below 0") }
          if object["message"] != nil {
            let message = check(object["message"], "message", related + ".message")
            if !(message["text"] is String) { problems.append("\(related).message.text: not a string") }
          }
          if object["physicalLocation"] != nil {
            physical(object["physicalLocation"], related + ".physicalLocation")
          }
        }
      }
    }
    return problems
  }
}
