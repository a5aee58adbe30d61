import type {ComponentSpec} from './types';
import {l} from './localized';

/** The custom family: starting points for components written in Python. */
export const customComponents = [
  {
    id: 'custom-component',
    name: 'Custom Component',
    family: 'custom',
    purpose: l(
      'The blank template for your own component: one text input and one Data output, with its Python class ready to edit in the Code view. Pick it to prototype a component on the canvas.',
      '自定义组件的空白模板：一个文本输入和一个 Data 输出，其 Python 类可以直接在 Code 视图中编辑。用于在画布上快速试做一个组件。',
    ),
    inputs: [
      {
        name: 'text',
        displayName: 'Text',
        type: 'Message',
        default: 'Hello, Flowloom!',
        description: l(
          'Typed text or a connected Message; the template passes it on unchanged. Replace it with the inputs your component needs.',
          '输入的文本或连接过来的 Message；模板会原样传递它。请换成你的组件所需的输入。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result',
        displayName: 'Result',
        type: 'Data',
        description: l(
          'A Data record whose text field holds the input, so Chat Output and Parser can read it directly.',
          '一条 Data 记录，其 text 字段保存输入内容，因此 Chat Output 和 Parser 可以直接读取。',
        ),
      },
    ],
    notes: l(
      'Editing the code rebuilds the node from the new class. To reuse the component in other flows, save the class as a file in the FLOWLOOM_COMPONENTS_PATH directory.',
      '编辑代码后，节点会按新的类重新生成。要在其他流程中复用该组件，请把类保存为 FLOWLOOM_COMPONENTS_PATH 目录中的文件。',
    ),
  },
  {
    id: 'python-function',
    name: 'Python Function',
    family: 'custom',
    purpose: l(
      'Runs a Python function that you paste, and returns its result as Data and as text. Pick it for a small transformation that needs no inputs of its own.',
      '运行你粘贴进来的 Python 函数，并以 Data 和文本两种形式返回结果。适合不需要专门输入字段的小型转换。',
    ),
    inputs: [
      {
        name: 'function_code',
        displayName: 'Function Code',
        type: 'code',
        required: true,
        description: l(
          'Python source that defines the function, with its imports. The function takes no argument or one text argument.',
          '定义函数的 Python 源代码，包括所需的 import。函数不接收参数，或只接收一个文本参数。',
        ),
      },
      {
        name: 'input_value',
        displayName: 'Input',
        type: 'Message',
        description: l(
          'Typed text or a connected Message, passed as the argument when the function takes one.',
          '输入的文本或连接过来的 Message；函数接收参数时，它就是传入的参数。',
        ),
      },
      {
        name: 'function_name',
        displayName: 'Function Name',
        type: 'string',
        advanced: true,
        description: l(
          'The function to call when the code defines several. Empty calls the first function defined.',
          '代码中定义了多个函数时要调用的那个。留空则调用第一个定义的函数。',
        ),
      },
    ],
    outputs: [
      {
        name: 'result_data',
        displayName: 'Result',
        type: 'Data',
        description: l(
          'The return value as Data: a dictionary becomes the record fields; any other value is stored in the field result.',
          '以 Data 表示的返回值：字典会成为记录的字段；其他值存放在 result 字段中。',
        ),
      },
      {
        name: 'result_message',
        displayName: 'Result Text',
        type: 'Message',
        description: l(
          'The return value converted to text, ready for Chat Output or a Prompt Template.',
          '转换为文本的返回值，可直接连到 Chat Output 或 Prompt Template。',
        ),
      },
    ],
    notes: l(
      'The code runs inside the server process, with its Python packages and permissions, and is not sandboxed. Paste only code you trust.',
      '代码在服务器进程内运行，使用服务器的 Python 包和权限，没有沙箱隔离。只粘贴你信任的代码。',
    ),
  },
] as const satisfies readonly ComponentSpec[];
