import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == ChildMeasurer.flag { exit(ChildMeasurer.main(Array(arguments.dropFirst()))) }
do {
  let options = try BenchOptions(arguments: arguments)
  if options.help {
    print(BenchOptions.usage)
    exit(0)
  }
  var harness = try BenchHarness(options: options)
  exit(harness.run())
} catch let error as BenchOptions.UsageError {
  FileHandle.standardError.write(Data("navgraph-bench: \(error)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("navgraph-bench: \(error)\n".utf8))
  exit(2)
}
