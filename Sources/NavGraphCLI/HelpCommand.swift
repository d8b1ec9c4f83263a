/// `navgraph help [<command>]`: the same text as `navgraph <command> --help`, or the overview.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help",
    abstract: "Show help for navgraph or one of its commands.",
    discussion: "",
    usage: "[<command>]",
    arguments: [("<command>", "The command to describe: check, path, routes, render, help.")],
    options: [])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    guard let name = arguments.positionals.first else {
      console.out(HelpText.render(NavGraphCommand.spec, commands: NavGraphCommand.commands.map { $0.spec }))
      return ExitStatus.success
    }
    if arguments.positionals.count > 1 {
      throw UsageError("unexpected argument '\(arguments.positionals[1])'", command: spec)
    }
    guard let command = NavGraphCommand.command(named: name) else {
      let hint = UsageError.suggestion(name, NavGraphCommand.commandNames)
      throw UsageError("unknown command '\(name)'\(hint)", command: spec)
    }
    console.out(HelpText.render(command.spec))
    return ExitStatus.success
  }
}
